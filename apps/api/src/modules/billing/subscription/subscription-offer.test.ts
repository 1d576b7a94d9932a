import {
  apiPrefix,
  dayMs,
  endpoints,
  subscriptionOffer,
  ZCustomerSettingsResponse,
  ZInitResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptionPlans, subscriptions } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

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
});
