import {
  apiPrefix,
  dayMs,
  endpoints,
  subscriptionOffer,
  type TCurrentUser,
  ZCustomerSettingsResponse,
  ZInitResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, subscriptionPlans, subscriptions } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { findActorByToken } from '../../../platform/auth/actor.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { createSubscriptionOfferSource } from './subscription-offer.ts';

const ctx = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(ctx.database.db);
});

async function readOffers(token: string) {
  const app = await ctx.createApp();
  const response = await callAs(app, token, {
    method: 'GET',
    url: `${apiPrefix}${endpoints.init}`,
  });
  expect(response.statusCode).toBe(200);
  return ZInitResponse.parse(response.json()).popups.filter(
    (popup) => popup.key === 'onlineSubscriptions',
  );
}

async function placeOrders(teamId: number, userId: number, count: number) {
  for (let index = 0; index < count; index += 1) {
    await insertTestOrder(ctx.database.db, { teamId, userId, paymentMethod: 'card' });
  }
}

describe('init: the online subscription offer (§3 modal flag onlineSubscriptionsPopup)', () => {
  it('is offered to a frequent orderer who may buy the plan, until answered', async () => {
    const db = ctx.database.db;
    const { teamId, owner, manager } = await createTeamWithRoles(db);
    await placeOrders(teamId, owner.user.id, subscriptionOffer.minOrders - 1);
    // A quote and a cancelled order are not ordering.
    await insertTestOrder(db, { teamId, userId: owner.user.id, status: 'quoteRequested' });
    await insertTestOrder(db, { teamId, userId: owner.user.id, status: 'cancelled' });
    expect(await readOffers(owner.token)).toEqual([]);

    await placeOrders(teamId, owner.user.id, 1);
    expect(await readOffers(owner.token)).toEqual([
      { key: 'onlineSubscriptions', orders: subscriptionOffer.minOrders, days: 60 },
    ]);
    // A manager who may not buy (no manageCredits) is not offered it.
    expect(await readOffers(manager.token)).toEqual([]);

    // Answered (the modal flag saved with the rest of the settings): never again.
    const app = await ctx.createApp();
    const saved = await callAs(app, owner.token, {
      method: 'PUT',
      url: `${apiPrefix}${endpoints.customers.settings}`,
      payload: { sharing_order_seen: true, modals: { onlineSubscriptionsPopup: true } },
    });
    expect(ZCustomerSettingsResponse.parse(saved.json())).toEqual({
      sharing_order_seen: true,
      modals: { onlineSubscriptionsPopup: true },
    });
    expect(await readOffers(owner.token)).toEqual([]);
  });

  it('counts only the last 60 days, and skips a team with a subscription', async () => {
    const db = ctx.database.db;
    const { teamId, owner } = await createTeamWithRoles(db);
    await placeOrders(teamId, owner.user.id, subscriptionOffer.minOrders);
    const old = new Date(Date.now() - (subscriptionOffer.days + 1) * dayMs);
    await db.update(orders).set({ createdAt: old }).where(eq(orders.teamId, teamId));
    expect(await readOffers(owner.token)).toEqual([]);

    await placeOrders(teamId, owner.user.id, subscriptionOffer.minOrders);
    expect(await readOffers(owner.token)).toHaveLength(1);
    await db
      .insert(subscriptionPlans)
      .values({
        key: 'offer-plan',
        name: 'Pro',
        amount: 100,
        turnaroundHours: 10,
        dailyCapacity: 5,
      })
      .onConflictDoNothing();
    const now = new Date();
    await db.insert(subscriptions).values({
      teamId,
      planKey: 'offer-plan',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * dayMs),
    });
    expect(await readOffers(owner.token)).toEqual([]);
  });

  it("reads a team's count once for the inits that ask at once, and answers the same offer", async () => {
    const db = ctx.database.db;
    const { teamId, owner } = await createTeamWithRoles(db);
    await placeOrders(teamId, owner.user.id, subscriptionOffer.minOrders);
    const source = createSubscriptionOfferSource({ db });
    const actor = await findActorByToken({ db, token: owner.token });
    if (!actor) throw new Error('the owner has no session');
    const user = { isStaff: false, manageCredits: true, subscription: false, settings: {} };
    const input = { account: actor.account, user: user as TCurrentUser, isEu: false };
    const selects = vi.spyOn(db, 'select');
    try {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => source(input)));
      expect(selects).toHaveBeenCalledTimes(1);
      const [first] = answers;
      expect(first?.popups).toEqual([
        { key: 'onlineSubscriptions', orders: subscriptionOffer.minOrders, days: 60 },
      ]);
      for (const answer of answers) expect(answer.popups?.[0]).toBe(first?.popups?.[0]);
      // Kept for a minute: the next init asks nothing and gets the same object.
      expect((await source(input)).popups?.[0]).toBe(first?.popups?.[0]);
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });

  it("drops the offer from the same instance's next init once answered", async () => {
    const db = ctx.database.db;
    const { teamId, owner } = await createTeamWithRoles(db);
    await placeOrders(teamId, owner.user.id, subscriptionOffer.minOrders);
    const app = await ctx.createApp();
    const readInit = async () => {
      const response = await callAs(app, owner.token, {
        method: 'GET',
        url: `${apiPrefix}${endpoints.init}`,
      });
      return response.body;
    };
    const first = await readInit();
    expect(ZInitResponse.parse(JSON.parse(first)).popups).toHaveLength(1);
    // The same answer, asked again (kept: signed-in-answers.ts).
    expect(await readInit()).toBe(first);
    const saved = await callAs(app, owner.token, {
      method: 'PUT',
      url: `${apiPrefix}${endpoints.customers.settings}`,
      payload: { modals: { onlineSubscriptionsPopup: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(ZInitResponse.parse(JSON.parse(await readInit())).popups).toEqual([]);
  });
});
