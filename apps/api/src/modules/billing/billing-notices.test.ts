import { apiPrefix, endpoints, ZInitResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingProfiles, subscriptionPlans, subscriptions } from '../../db/schema/index.ts';
import { seedCreditPackages } from '../../db/seed/demo-billing.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';

const ctx = useTestContext();
const germany = 276;
const unitedStates = 840;

beforeAll(async () => {
  await seedCreditPackages(ctx.database.db);
});

async function readInit(token: string) {
  const app = await ctx.createApp();
  const response = await callAs(app, token, {
    method: 'GET',
    url: `${apiPrefix}${endpoints.init}`,
  });
  expect(response.statusCode).toBe(200);
  return ZInitResponse.parse(response.json());
}

describe('init: the billing notices of a customer (§3 alerts and popups)', () => {
  it('warns an EU team without a VAT number and offers the upsell pack to its owner', async () => {
    const db = ctx.database.db;
    const { teamId, owner, manager } = await createTeamWithRoles(db);
    await db.insert(billingProfiles).values({ teamId, countryId: germany, city: 'Berlin' });

    const init = await readInit(owner.token);
    expect(init.alerts.map((alert) => alert.key)).toContain('vat');
    expect(init.popups).toEqual([expect.objectContaining({ key: 'upsell' })]);
    // A manager who does not manage credits is offered no pack.
    expect((await readInit(manager.token)).popups).toEqual([]);

    await db
      .update(billingProfiles)
      .set({ vatNumber: 'DE123456789' })
      .where(eq(billingProfiles.teamId, teamId));
    expect((await readInit(owner.token)).alerts.map((alert) => alert.key)).not.toContain('vat');
  });

  it('tells a team outside the EU nothing about VAT, and a paused subscription that it is paused', async () => {
    const db = ctx.database.db;
    const { teamId, owner } = await createTeamWithRoles(db);
    await db.insert(billingProfiles).values({ teamId, countryId: unitedStates, city: 'Austin' });
    await db
      .insert(subscriptionPlans)
      .values({
        key: 'notice-plan',
        name: 'Pro',
        amount: 100,
        turnaroundHours: 10,
        dailyCapacity: 5,
      })
      .onConflictDoNothing();
    const now = new Date();
    await db.insert(subscriptions).values({
      teamId,
      planKey: 'notice-plan',
      status: 'paused',
      currentPeriodStart: now,
      currentPeriodEnd: now,
      pausedAt: now,
    });
    const keys = (await readInit(owner.token)).alerts.map((alert) => alert.key);
    expect(keys).toContain('subscriptionpaused');
    expect(keys).not.toContain('vat');
  });
});
