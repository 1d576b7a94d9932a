import { randomUUID } from 'node:crypto';
import {
  apiPrefix,
  endpoints,
  orderFormMessages,
  type TCreateOrderRequest,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { subscriptionPlans, subscriptions, teams } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();

beforeAll(async () => {
  const db = context.database.db;
  await seedOrderingReference(db);
  await db.insert(subscriptionPlans).values({
    key: 'capacity-20',
    name: 'Capacity 20',
    amount: 100_000,
    turnaroundHours: 24,
    dailyCapacity: 20,
    products: [],
  });
});

/** A team on a live plan of 20 slides a day. */
async function subscribedTeam(db: Db) {
  const team = await createTeamWithRoles(db);
  await db.update(teams).set({ dailyCapacity: 20 }).where(eq(teams.id, team.teamId));
  const now = new Date();
  await db.insert(subscriptions).values({
    teamId: team.teamId,
    planKey: 'capacity-20',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  });
  return team;
}

const bySubscription = (slides: number): TCreateOrderRequest => ({
  flowKey: 'order-now',
  idempotencyKey: randomUUID(),
  timezone: 'Europe/Copenhagen',
  values: {
    treatment: 'redesign',
    slides,
    turnaround: '48h',
    style: { styleType: 'recommendation' },
    files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
  },
  payment: { method: 'subscription' },
});

describe('subscription orders take slides from the daily capacity of their delivery day', () => {
  it('places orders until the day is full, then says how many slides are left', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await subscribedTeam(db);
    const place = (slides: number) =>
      callAs(app, team.owner.token, {
        method: 'POST',
        url: `${apiPrefix}${endpoints.orders.create}`,
        payload: bySubscription(slides),
      });

    const first = await place(12);
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({ paymentMethod: 'subscription', status: 'received' });
    const refused = await place(12);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ payment: [orderFormMessages.capacityUsedUp(8)] });
    expect((await place(8)).statusCode).toBe(200);
    expect((await place(1)).json().errors).toEqual({
      payment: [orderFormMessages.capacityUsedUp(0)],
    });
  });

  it('gives the last slides to one of two orders placed at the same moment', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await subscribedTeam(db);
    const answers = await Promise.all(
      [15, 15].map((slides) =>
        callAs(app, team.owner.token, {
          method: 'POST',
          url: `${apiPrefix}${endpoints.orders.create}`,
          payload: bySubscription(slides),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});
