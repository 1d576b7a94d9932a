import { capacityMessages, endpoints, type TCapacityReport } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, providerHolidays, providerSettings, teams } from '../../db/schema/index.ts';
import { seedOrderingReference } from '../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { insertTestOrder } from '../../test/order-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
  await context.database.db.update(providerSettings).set({ timeZone: 'Europe/London' });
});

/** A team with 20 slides a day and orders in March and May 2027. */
async function teamWithOrders() {
  const db = context.database.db;
  const team = await createTeamWithRoles(db);
  await db.update(teams).set({ dailyCapacity: 20 }).where(eq(teams.id, team.teamId));
  const order = async (options: {
    at: string;
    slides: number;
    subscription: boolean;
    status?: 'received' | 'inProgress' | 'approved' | 'cancelled';
    treatment?: 'redesign' | 'fixup';
  }) => {
    const row = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: options.status ?? 'received',
      paymentMethod: options.subscription ? 'subscription' : 'invoice',
      promisedDeliveryAt: new Date(options.at),
    });
    await db
      .update(orders)
      .set({
        slides: options.slides,
        capacitySlides: options.subscription ? options.slides : null,
        treatment: options.treatment ?? 'redesign',
      })
      .where(eq(orders.id, row.id));
  };
  await order({ at: '2027-03-03T15:00:00Z', slides: 8, subscription: true });
  await order({
    at: '2027-03-03T16:00:00Z',
    slides: 5,
    subscription: true,
    status: 'inProgress',
    treatment: 'fixup',
  });
  // 23:30 UTC on the 3rd is still the 3rd in London (GMT in March).
  await order({ at: '2027-03-04T23:30:00Z', slides: 10, subscription: false, status: 'approved' });
  await order({ at: '2027-03-03T10:00:00Z', slides: 4, subscription: true, status: 'cancelled' });
  await order({ at: '2027-05-10T10:00:00Z', slides: 6, subscription: true });
  return team;
}

const report = (app: Awaited<ReturnType<typeof context.createApp>>, token: string, query: string) =>
  callAs(app, token, { method: 'GET', url: apiUrl(endpoints.reports.capacity, query) });

describe('the capacity overview', () => {
  it('computes the month from the team’s orders: days, breakdown and the year', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await teamWithOrders();
    await db.insert(providerHolidays).values({ date: '2027-03-05', title: 'Closed' });

    const answer = await report(app, team.owner.token, 'year=2027&month=3');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as TCapacityReport;
    expect(body).toMatchObject({ year: 2027, month: 3, team: { dailyCapacity: 20 } });
    expect(body.daily).toHaveLength(31);
    const day = (date: string) => body.daily.find((entry) => entry.date === date);
    expect(day('2027-03-03')).toEqual({ date: '2027-03-03', capacity: 20, used: 13, orders: 2 });
    expect(day('2027-03-04')).toEqual({ date: '2027-03-04', capacity: 20, used: 0, orders: 1 });
    // A closed holiday and a Saturday have no capacity.
    expect(day('2027-03-05')).toMatchObject({ capacity: 0 });
    expect(day('2027-03-06')).toMatchObject({ capacity: 0 });

    expect(body.breakdown.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'received', orders: 1 },
        { status: 'inProgress', orders: 1 },
        { status: 'approved', orders: 1 },
        { status: 'cancelled', orders: 1 },
      ]),
    );
    expect(body.breakdown.byTreatment).toEqual(
      expect.arrayContaining([
        { treatment: 'redesign', orders: 2, slides: 18 },
        { treatment: 'fixup', orders: 1, slides: 5 },
      ]),
    );
    expect(body.monthly).toHaveLength(12);
    // March 2027 has 23 weekdays; one is closed.
    expect(body.monthly[2]).toEqual({ month: '2027-03', capacity: 22 * 20, used: 13 });
    expect(body.monthly[4]).toMatchObject({ month: '2027-05', used: 6 });
    expect(body.monthly[0]).toMatchObject({ month: '2027-01', used: 0 });

    // Left out, the month is the current one.
    const current = (await report(app, team.admin.token, '')).json() as TCapacityReport;
    const now = new Date();
    expect([current.year, current.month]).toEqual([now.getUTCFullYear(), now.getUTCMonth() + 1]);
    expect((await report(app, team.owner.token, 'month=13')).statusCode).toBe(422);
  });

  it('is for owners and admins of a team with daily capacity; staff read any by email', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await teamWithOrders();
    const refused = await report(app, team.manager.token, 'year=2027&month=3');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      capacityMessages.notAllowed,
    ]);
    const withoutCapacity = await createTeamWithRoles(db);
    expect((await report(app, withoutCapacity.owner.token, '')).statusCode).toBe(403);
    expect(
      (await callAs(app, null, { method: 'GET', url: apiUrl(endpoints.reports.capacity, '') }))
        .statusCode,
    ).toBe(401);

    const staff = await createTestUser(db, { isStaff: true });
    const staffToken = await signIn(db, staff.id);
    const byEmail = (email: string, token = staffToken) =>
      callAs(app, token, {
        method: 'GET',
        url: apiUrl(
          endpoints.staff.capacity,
          `email=${encodeURIComponent(email)}&year=2027&month=3`,
        ),
      });
    const found = await byEmail(team.manager.user.email.toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json().daily.find((d: { date: string }) => d.date === '2027-03-03')).toMatchObject(
      { used: 13 },
    );
    const unknown = await byEmail('nobody@example.com');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      capacityMessages.noCustomer,
    ]);
    expect((await byEmail(withoutCapacity.owner.user.email)).statusCode).toBe(404);
    expect((await byEmail(team.owner.user.email, team.owner.token)).statusCode).toBe(403);
    // Staff have no team of their own to report on.
    expect((await report(app, staffToken, '')).statusCode).toBe(403);
  });
});
