import { getCurrencySymbol, suspendedReasonDescriptions, ZCurrentUser } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditEntries,
  customerSettings,
  memberships,
  paymentMethods,
  subscriptionPlans,
  subscriptions,
  teams,
} from '../../db/schema/index.ts';
import { findActorByToken } from '../../platform/auth/actor.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { getCurrentUser } from './current-user.ts';

const ctx = useTestContext();

describe('getCurrentUser', () => {
  it('builds every field of the contract for a customer', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, {
      email: 'full@example.com',
      name: 'Full Person',
      values: { countryId: 208, phone: '+45 12-34 56', dialCode: 45, city: 'Aarhus', zip: '8000' },
    });
    await db
      .insert(customerSettings)
      .values({ userId: user.id, settings: { sharing_order_seen: true } });
    const current = await getCurrentUser({ db, userId: user.id, token: 'tok' });
    expect(ZCurrentUser.strict().parse(current)).toEqual({
      id: user.id,
      name: 'Full Person',
      email: 'full@example.com',
      address: null,
      balance: 0,
      cardDigits: null,
      city: 'Aarhus',
      company: null,
      country: { id: 208, name: 'Denmark', countryCode: 'DK', dialCode: 45 },
      currency: 'USD',
      currencySymbol: '$',
      customerAccountId: expect.any(Number),
      customerRole: 'owner',
      customerType: 'new',
      dashboardUrl: null,
      dialCode: 45,
      hasCard: false,
      hasCredits: false,
      hasDailyCapacity: false,
      isStaff: false,
      isRetainer: false,
      manageCredits: true,
      needsQuestions: false,
      notifications: null,
      orderId: null,
      phone: '45123456',
      purchasedPackages: false,
      seeCreditBalance: true,
      state: null,
      subscription: false,
      subscriptionType: null,
      subscriptionProducts: [],
      supportsCustomFields: false,
      supportsConfidentialOrder: false,
      organisationName: 'Full Person',
      suspended: false,
      suspendedReason: null,
      token: 'tok',
      zip: '8000',
      settings: { sharing_order_seen: true },
    });
  });

  it('gives staff null customerType, orderId and customerAccountId', async () => {
    const db = ctx.database.db;
    const staff = await createTestUser(db, { isStaff: true });
    const current = await getCurrentUser({ db, userId: staff.id });
    expect(current).toMatchObject({
      isStaff: true,
      customerType: null,
      orderId: null,
      customerAccountId: null,
      customerRole: null,
      organisationName: null,
      settings: {},
    });
    expect(current && 'token' in current).toBe(false);
    expect(await getCurrentUser({ db, userId: 999_999 })).toBeNull();
  });

  it("is the same when built from the account the session's query read", async () => {
    const db = ctx.database.db;
    const customer = await createTestUser(db, {
      values: { countryId: 826, phone: '+44 20 7946 0000', dialCode: 44, company: 'Acme' },
    });
    await db.insert(customerSettings).values({ userId: customer.id, settings: { seen: [1, 2] } });
    const staff = await createTestUser(db, { isStaff: true });
    for (const user of [customer, staff]) {
      const { token } = await createSession({ db, userId: user.id, remember: false });
      const actor = await findActorByToken({ db, token });
      if (!actor) throw new Error('no actor');
      expect(await getCurrentUser({ db, userId: user.id, token, account: actor.account })).toEqual(
        await getCurrentUser({ db, userId: user.id, token }),
      );
    }
  });

  it("reads balance, card, purchased packages, subscription and suspension from the team's billing rows", async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db);
    const [membership] = await db
      .select({ teamId: memberships.teamId })
      .from(memberships)
      .where(eq(memberships.userId, user.id));
    const teamId = membership?.teamId ?? 0;
    await db
      .update(teams)
      .set({
        creditBalance: 262_550,
        suspendedReason: 'failedPaymentCard',
        suspendedComment: 'Renewal',
        supportsCustomFields: true,
      })
      .where(eq(teams.id, teamId));
    await db.insert(creditEntries).values({
      teamId,
      kind: 'purchase',
      amount: 262_550,
      balanceAfter: 262_550,
      reason: 'Bought the Silver pack',
      reference: 'payment:1',
    });
    await db.insert(paymentMethods).values([
      {
        teamId,
        kind: 'card',
        gateway: 'sandbox',
        gatewayRef: 'a',
        last4: '1111',
        isDefault: false,
      },
      { teamId, kind: 'card', gateway: 'sandbox', gatewayRef: 'b', last4: '4242', isDefault: true },
      { teamId, kind: 'invoice', poNumber: 'PO-1' },
    ]);
    await db.insert(subscriptionPlans).values({
      key: 'test-plan',
      name: 'Test',
      amount: 100,
      turnaroundHours: 10,
      dailyCapacity: 5,
      products: ['pro'],
    });
    const now = new Date();
    await db.insert(subscriptions).values({
      teamId,
      planKey: 'test-plan',
      status: 'pastDue',
      currentPeriodStart: now,
      currentPeriodEnd: now,
    });
    const current = await getCurrentUser({ db, userId: user.id });
    expect(current).toMatchObject({
      balance: 2625.5,
      hasCredits: true,
      purchasedPackages: true,
      hasCard: true,
      cardDigits: '4242',
      subscription: true,
      subscriptionType: 'test-plan',
      subscriptionProducts: ['pro'],
      supportsCustomFields: true,
      suspended: true,
      suspendedReason: {
        key: 'failedPaymentCard',
        description: suspendedReasonDescriptions.failedPaymentCard,
        comment: 'Renewal',
      },
    });
  });

  it('knows currency symbols', () => {
    expect(getCurrencySymbol('EUR')).toBe('€');
    expect(getCurrencySymbol('DKK')).toBe('DKK');
    expect(getCurrencySymbol('nope')).toBe('nope');
  });
});
