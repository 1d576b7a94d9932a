import { endpoints, type TReviewFairnessResponse } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { insertTestOrder } from '../../test/order-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { appendReviewEvent, type ReviewActor, systemActor } from '../ordering/index.ts';
import { countAutoApprovalsByMonth } from './review-fairness.queries.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const monthKey = (date: Date) => date.toISOString().slice(0, 7);
/** The first instant (UTC) of the month `back` months before the current one. */
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const hour = 60 * 60 * 1000;

async function staffToken() {
  const db = context.database.db;
  const staff = await createTestUser(db, { isStaff: true });
  return signIn(db, staff.id);
}

/**
 * An order of a new team whose version `round` was approved automatically at `approvedAt`, after
 * being opened by the given people (none: never opened) an hour before.
 */
async function autoApprovedVersion(options: {
  approvedAt: Date;
  round?: number;
  openedBy?: ('customer' | 'guest' | 'staff')[];
  openedRound?: number;
}) {
  const db = context.database.db;
  const team = await createTeamWithRoles(db);
  const order = await insertTestOrder(db, {
    teamId: team.teamId,
    userId: team.owner.user.id,
    status: 'delivered',
  });
  const round = options.round ?? 1;
  const openedAt = new Date(options.approvedAt.getTime() - hour);
  for (const kind of options.openedBy ?? []) {
    const actor: ReviewActor =
      kind === 'guest'
        ? { kind, userId: null, name: 'Guest reviewer' }
        : { kind, userId: team.owner.user.id };
    await appendReviewEvent(db, {
      orderId: order.id,
      kind: 'versionOpened',
      actor,
      round: options.openedRound ?? round,
      now: openedAt,
    });
  }
  await appendReviewEvent(db, {
    orderId: order.id,
    kind: 'autoApproved',
    actor: systemActor,
    round,
    now: options.approvedAt,
  });
  return { order, team };
}

describe('the share of automatic approvals never opened', () => {
  it('counts them by month (UTC), oldest first, every month of the range present', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const token = await staffToken();
    const twoBack = monthStart(2);
    const oneBack = monthStart(1);
    const day = (start: Date, days: number) => new Date(start.getTime() + days * 24 * hour);

    // Two months back: 5 automatic approvals, 3 of a version nobody on the customer's side opened.
    await autoApprovedVersion({ approvedAt: day(twoBack, 3), openedBy: ['customer'] });
    await autoApprovedVersion({ approvedAt: day(twoBack, 4) });
    // Version 1 was opened, version 2 (the one approved) was not.
    await autoApprovedVersion({
      approvedAt: day(twoBack, 5),
      round: 2,
      openedBy: ['customer'],
      openedRound: 1,
    });
    // Staff looking at it is not the customer opening it.
    await autoApprovedVersion({ approvedAt: day(twoBack, 6), openedBy: ['staff'] });
    // The month's last millisecond (UTC) is still that month; a guest's opening counts.
    await autoApprovedVersion({
      approvedAt: new Date(oneBack.getTime() - 1),
      openedBy: ['guest', 'customer'],
    });

    // Last month: 4, one never opened; a customer's own approval is not an automatic one.
    await autoApprovedVersion({ approvedAt: oneBack });
    await autoApprovedVersion({ approvedAt: day(oneBack, 2), openedBy: ['customer'] });
    await autoApprovedVersion({ approvedAt: day(oneBack, 9), openedBy: ['guest'] });
    const { order, team } = await autoApprovedVersion({
      approvedAt: day(oneBack, 10),
      openedBy: ['customer'],
    });
    await appendReviewEvent(db, {
      orderId: order.id,
      kind: 'approved',
      actor: { kind: 'customer', userId: team.owner.user.id },
      round: 2,
      now: day(oneBack, 11),
    });

    // Opened only after it was approved: the approval was still of a version nobody had seen.
    const late = await autoApprovedVersion({ approvedAt: day(oneBack, 12) });
    await appendReviewEvent(db, {
      orderId: late.order.id,
      kind: 'versionOpened',
      actor: { kind: 'customer', userId: late.team.owner.user.id },
      round: 1,
      now: day(oneBack, 13),
    });

    // Three months back: outside a range of three months.
    await autoApprovedVersion({ approvedAt: day(monthStart(3), 1) });

    const answer = await callAs(app, token, {
      method: 'GET',
      url: apiUrl(endpoints.staff.reviewFairness, 'months=3'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const body = answer.json() as TReviewFairnessResponse;
    expect(body).toEqual({
      goalPercent: 5,
      months: [
        { month: monthKey(twoBack), autoApproved: 5, neverOpened: 3, sharePercent: 60 },
        { month: monthKey(oneBack), autoApproved: 5, neverOpened: 2, sharePercent: 40 },
        { month: monthKey(monthStart(0)), autoApproved: 0, neverOpened: 0, sharePercent: null },
      ],
    });

    // A database session in another zone (UTC+14) counts the same months.
    const inKiritimati = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      return countAutoApprovalsByMonth(tx, { from: twoBack, until: monthStart(-1) });
    });
    expect(inKiritimati).toEqual([
      { month: monthKey(twoBack), autoApproved: 5, neverOpened: 3 },
      { month: monthKey(oneBack), autoApproved: 5, neverOpened: 2 },
    ]);

    const four = await callAs(app, token, {
      method: 'GET',
      url: apiUrl(endpoints.staff.reviewFairness, 'months=4'),
    });
    expect((four.json() as TReviewFairnessResponse).months[0]).toEqual({
      month: monthKey(monthStart(3)),
      autoApproved: 1,
      neverOpened: 1,
      sharePercent: 100,
    });

    // Left out, the range is twelve months up to the current one.
    const year = (
      await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.staff.reviewFairness) })
    ).json() as TReviewFairnessResponse;
    expect(year.months.map((entry) => entry.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthKey(monthStart(11 - index))),
    );
  });

  it('rounds the share to one decimal', async () => {
    const app = await context.createApp();
    const token = await staffToken();
    // A month of its own, far back: 1 never opened of 3.
    const start = monthStart(20);
    for (const openedBy of [[], ['customer'], ['customer']] as const) {
      await autoApprovedVersion({
        approvedAt: new Date(start.getTime() + hour),
        openedBy: [...openedBy],
      });
    }
    const body = (
      await callAs(app, token, {
        method: 'GET',
        url: apiUrl(endpoints.staff.reviewFairness, 'months=24'),
      })
    ).json() as TReviewFairnessResponse;
    expect(body.months).toHaveLength(24);
    expect(body.months.find((entry) => entry.month === monthKey(start))).toEqual({
      month: monthKey(start),
      autoApproved: 3,
      neverOpened: 1,
      sharePercent: 33.3,
    });
  });

  it('refuses a range outside 1 to 24 months, or not a whole number, as a field error', async () => {
    const app = await context.createApp();
    const token = await staffToken();
    const ask = (months: string) =>
      callAs(app, token, {
        method: 'GET',
        url: apiUrl(endpoints.staff.reviewFairness, `months=${months}`),
      });
    for (const months of ['0', '25']) {
      const answer = await ask(months);
      expect([months, answer.statusCode, answer.json()]).toEqual([
        months,
        422,
        { status: 'error', errors: { months: ['Choose from 1 to 24 months.'] } },
      ]);
    }
    for (const months of ['abc', '1.5']) {
      const answer = await ask(months);
      expect([months, answer.statusCode]).toEqual([months, 422]);
      expect(answer.json()).toMatchObject({
        status: 'error',
        errors: { months: [expect.any(String)] },
      });
    }
  });

  it('is for staff only: 401 signed out, 403 for a customer', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const url = apiUrl(endpoints.staff.reviewFairness);
    expect((await callAs(app, null, { method: 'GET', url })).statusCode).toBe(401);
    for (const member of [team.owner, team.admin, team.manager]) {
      const answer = await callAs(app, member.token, { method: 'GET', url });
      expect([answer.statusCode, answer.json().status]).toEqual([403, 'error']);
    }
  });
});
