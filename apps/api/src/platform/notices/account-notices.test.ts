import type { TAlert, TCurrentUser } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import type { ActorAccount } from '../auth/actor.ts';
import { collectAccountNotices } from './account-notices.ts';

const alert = (key: TAlert['key']): TAlert => ({ key, hash: key, message: key, type: 'warning' });
const account = {} as ActorAccount;
const customer = { isStaff: false } as TCurrentUser;
const popup = { key: 'upsell', amount: 2500, slides: 100, discount: 200, percentage: 8 } as const;

describe('collectAccountNotices', () => {
  it('joins the alerts and popups of every source in order', async () => {
    const notices = await collectAccountNotices(
      [
        () => ({ alerts: [alert('vat')] }),
        async () => ({ alerts: [alert('suspended')], popups: [popup] }),
      ],
      { account, user: customer, isEu: false },
    );
    expect(notices.alerts.map((found) => found.key)).toEqual(['vat', 'suspended']);
    expect(notices.popups).toEqual([popup]);
  });

  it('gives nothing to anonymous visitors and staff', async () => {
    const source = () => ({ alerts: [alert('vat')] });
    expect(await collectAccountNotices([source], null)).toEqual({ alerts: [], popups: [] });
    const staff = { isStaff: true } as TCurrentUser;
    expect(await collectAccountNotices([source], { account, user: staff, isEu: false })).toEqual({
      alerts: [],
      popups: [],
    });
  });
});
