import {
  endpoints,
  hourMs,
  reviewLogMessages,
  type TOrderResponse,
  type TReviewLogResponse,
} from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { makePdf } from '../../../test/deck-fixtures.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const get = (app: App, token: string | null, url: string) =>
  callAs(app, token, { method: 'GET', url: apiUrl(url) });
const post = (app: App, token: string | null, url: string, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(url), payload });

async function readLog(app: App, token: string, orderId: number) {
  const response = await get(app, token, endpoints.orders.reviewLog(orderId));
  expect(response.statusCode).toBe(200);
  return response.json() as TReviewLogResponse;
}

/** Turns the append-only trigger off for one statement: what a tamperer with the disk would do. */
async function tamper(statement: ReturnType<typeof sql>) {
  const db = context.database.db;
  await db.execute(
    sql`alter table order_review_events disable trigger order_review_events_append_only`,
  );
  await db.execute(statement);
  await db.execute(
    sql`alter table order_review_events enable trigger order_review_events_append_only`,
  );
}

// Each version's PDF is rendered to slides by poppler in the job, as a delivery's files are.
describe('the review’s audit trail', { timeout: 120_000 }, () => {
  it('records every review step in a hash chain the team, staff and anyone with the CSV can check', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, staff, order } = await orderInProgress(app, db);
    const deck = await makePdf(['Title', 'Numbers']);
    await deliverFiles(app, staff.token, order.id, [{ filename: 'Deck v1.pdf', bytes: deck }]);
    await app.jobs.runDueJobs();
    const page = (
      await get(app, team.owner.token, endpoints.orders.order(order.id))
    ).json() as TOrderResponse;
    const previewId = page.details.deliveries[0]!.previews[0]!.id;

    // The manager pins a comment, resolves and reopens it; the owner asks for a revision with it.
    const pinned = await post(app, team.manager.token, endpoints.orders.pins(order.id), {
      previewId,
      position: 2,
      area: { x: 0.5, y: 0.5 },
      body: 'Bigger numbers.',
    });
    expect(pinned.statusCode).toBe(201);
    const pinId = pinned.json().pin.id as number;
    const resolution = endpoints.orders.pinResolution(order.id, pinId);
    for (const resolved of [true, true, false]) {
      const response = await post(app, team.manager.token, resolution, { resolved });
      expect(response.statusCode).toBe(200);
    }
    const revised = await post(app, team.owner.token, endpoints.orders.review(order.id), {
      decision: 'revise',
      notes: '',
    });
    expect(revised.statusCode).toBe(200);
    await post(app, staff.token, endpoints.staff.transitions(order.id), { to: 'inProgress' });
    await deliverFiles(
      app,
      staff.token,
      order.id,
      [{ filename: 'Deck v2.pdf', bytes: deck }],
      [{ pinId, kind: 'addressed' }],
    );
    // Nobody answers: two reminders, then the window ends.
    const { details } = (
      await get(app, team.owner.token, endpoints.orders.order(order.id))
    ).json() as TOrderResponse;
    const dueAt = new Date(details.review?.dueAt ?? 0);
    await app.jobs.runDueJobs(new Date(dueAt.getTime() - 23 * hourMs));
    await app.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));

    const log = await readLog(app, team.admin.token, order.id);
    expect(
      log.events.map((event) => [event.seq, event.kind, event.actor.kind, event.round]),
    ).toEqual([
      [1, 'versionDelivered', 'staff', 1],
      [2, 'pinAdded', 'customer', 1],
      [3, 'pinResolved', 'customer', null],
      [4, 'pinReopened', 'customer', null],
      [5, 'revisionRequested', 'customer', 1],
      [6, 'versionDelivered', 'staff', 2],
      [7, 'reminderSent', 'system', 2],
      [8, 'reminderSent', 'system', 2],
      [9, 'reminderSent', 'system', 2],
      [10, 'autoApproved', 'system', 2],
    ]);
    expect(log.events.map((event) => event.summary)).toEqual([
      'Version 1 delivered',
      'Comment #1 pinned',
      'Comment #1 resolved',
      'Comment #1 reopened',
      'Revision requested with 1 comment',
      'Version 2 delivered',
      'Reminder sent: 48 hours left to review',
      'Reminder sent: 24 hours left to review',
      'Reminder sent: 4 hours left to review',
      'Approved automatically: the review window ended',
    ]);
    expect(log.events[1]?.actor.name).toBe(team.manager.user.name);
    expect(log.events[0]?.actor.name).toBe(staff.user.name);
    expect(log.events[0]?.previousHash).toBe('0'.repeat(64));
    expect(log.events[1]?.previousHash).toBe(log.events[0]?.hash);
    expect(log.verification).toEqual({ isIntact: true, checked: 10, firstBroken: null });

    // Who may read it: the team and staff; another team and nobody signed in may not.
    expect((await get(app, staff.token, endpoints.orders.reviewLog(order.id))).statusCode).toBe(
      200,
    );
    const stranger = await createTeamWithRoles(db);
    expect(
      (await get(app, stranger.owner.token, endpoints.orders.reviewLog(order.id))).statusCode,
    ).toBe(404);
    expect((await get(app, null, endpoints.orders.reviewLog(order.id))).statusCode).toBe(401);
    expect(
      (await get(app, stranger.owner.token, endpoints.orders.reviewLogCsv(order.id))).statusCode,
    ).toBe(404);

    // The exports: a CSV with each row's hashes, and a PDF.
    const csv = await get(app, team.owner.token, endpoints.orders.reviewLogCsv(order.id));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="DH-\d+-review-history\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(reviewLogMessages.columns.map((column) => `"${column}"`).join(','));
    expect(lines).toHaveLength(11);
    expect(lines[10]).toContain(log.events[9]!.hash);
    const pdf = await get(app, team.owner.token, endpoints.orders.reviewLogPdf(order.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The database refuses to change or remove a row, whoever asks.
    await expect(
      db.execute(sql`update order_review_events set actor_name = 'Someone else'`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from order_review_events`)).rejects.toThrow();
    expect((await readLog(app, team.owner.token, order.id)).verification.isIntact).toBe(true);

    // A row changed behind the trigger's back breaks the chain at that row; a row taken out, at
    // the row after the gap.
    await tamper(
      sql`update order_review_events set details = '{"pin": 2}' where order_id = ${order.id} and seq = 3`,
    );
    expect((await readLog(app, team.owner.token, order.id)).verification).toEqual({
      isIntact: false,
      checked: 3,
      firstBroken: { seq: 3, reason: 'hash' },
    });
    await tamper(
      sql`delete from order_review_events where order_id = ${order.id} and seq in (2, 3)`,
    );
    expect((await readLog(app, team.owner.token, order.id)).verification.firstBroken).toEqual({
      seq: 4,
      reason: 'sequence',
    });
  });
});
