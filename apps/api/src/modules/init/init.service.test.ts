import type { TAlert, TCurrentUser } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import type { ActorAccount } from '../../platform/auth/actor.ts';
import type { AccountNoticeSource } from '../../platform/notices/account-notices.ts';
import { getVisitorInitData, withAccount } from './init.service.ts';

const siteAlert: TAlert = {
  key: 'maintenance',
  hash: 'h1',
  message: 'Maintenance tonight',
  type: 'info',
};
const config = {
  appEnv: 'production' as const,
  paymentPublicKey: null,
  enableProCoupons: false,
  sentryDsn: null,
};
const visitorOf = () =>
  getVisitorInitData({
    alerts: { findActive: async () => [siteAlert] },
    config,
    clientIp: '203.0.113.9',
    countryHeaderValue: undefined,
    flashMessage: null,
  });
// Only what withAccount reads of them: the user's staff flag, the account as a token.
const customer = { id: 4, isStaff: false } as unknown as TCurrentUser;
const account = {} as ActorAccount;
const billingAlert: TAlert = {
  key: 'vat',
  hash: 'h2',
  message: 'Add your VAT number',
  type: 'warning',
};

describe('withAccount', () => {
  it("answers a visitor's own object when no one is signed in", async () => {
    const visitor = await visitorOf();
    expect(await withAccount(visitor, { account: null, user: null })).toBe(visitor);
    expect(visitor.user).toBeNull();
    expect(visitor.popups).toEqual([]);
  });

  it("keeps the visitor's arrays and environment when the account adds nothing", async () => {
    const visitor = await visitorOf();
    const quiet: AccountNoticeSource = () => ({});
    const answer = await withAccount(visitor, { account, user: customer, accountNotices: [quiet] });
    expect(answer.user).toBe(customer);
    expect(answer.alerts).toBe(visitor.alerts);
    expect(answer.popups).toBe(visitor.popups);
    expect(answer.env).toBe(visitor.env);
  });

  it("puts the account's alerts after the site's, and its popups", async () => {
    const visitor = await visitorOf();
    const popup = { kind: 'upsell' } as never;
    const billing: AccountNoticeSource = () => ({ alerts: [billingAlert], popups: [popup] });
    const answer = await withAccount(visitor, {
      account,
      user: customer,
      accountNotices: [billing],
    });
    expect(answer.alerts).toEqual([siteAlert, billingAlert]);
    expect(answer.popups).toEqual([popup]);
    expect(visitor.alerts).toEqual([siteAlert]);
  });

  it('gives staff no account notices', async () => {
    const visitor = await visitorOf();
    const staff = { ...customer, isStaff: true } as TCurrentUser;
    const billing: AccountNoticeSource = () => ({ alerts: [billingAlert] });
    const answer = await withAccount(visitor, { account, user: staff, accountNotices: [billing] });
    expect(answer.alerts).toBe(visitor.alerts);
  });
});
