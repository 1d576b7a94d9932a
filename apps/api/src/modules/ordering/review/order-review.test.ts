import {
  dayMs,
  endpoints,
  formatOrderNumber,
  orderReviewMessages,
  orderReviewRules,
  type TOrderResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { pdfBytes, uploadWhole } from '../../../test/upload-test-client.ts';
import { createTestUser } from '../../../test/user-factory.ts';
import { getBalance } from '../../billing/index.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function createStaff() {
  const user = await createTestUser(context.database.db, { isStaff: true });
  return { user, token: await signIn(context.database.db, user.id) };
}

async function uploadDeliverable(app: App, token: string, filename = 'Final deck.pdf') {
  const response = await uploadWhole(app, token, {
    filename,
    tag: 'deliverable',
    bytes: pdfBytes,
  });
  expect(response.statusCode).toBe(200);
  return String(response.json().id);
}

const staffPost = (app: App, token: string | null, id: number, what: string, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(`/staff/orders/${id}/${what}`), payload });
const review = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(`/orders/${id}/review`), payload });
const readOrder = async (app: App, token: string, id: number) =>
  (
    await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.orders.order(id)) })
  ).json() as TOrderResponse;

describe('delivery and the customer review', () => {
  it('runs an order from received to approved through a revision, every step stored', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });

    // Nothing to deliver before the work starts.
    const early = await staffPost(app, staff.token, order.id, 'deliveries', {
      fileIds: [await uploadDeliverable(app, staff.token)],
    });
    expect(early.statusCode).toBe(409);

    const started = await staffPost(app, staff.token, order.id, 'transitions', {
      to: 'inProgress',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      order: { status: 'inProgress' },
      actions: ['deliver', 'cancel'],
    });

    const first = await uploadDeliverable(app, staff.token);
    const delivered = await staffPost(app, staff.token, order.id, 'deliveries', {
      fileIds: [first],
      note: 'Here is your deck.',
    });
    expect(delivered.statusCode).toBe(200);
    let page = await readOrder(app, team.manager.token, order.id);
    expect(page.order.status).toBe('delivered');
    expect(page.details.deliveries).toMatchObject([
      {
        round: 1,
        note: 'Here is your deck.',
        late: false,
        files: [{ id: first, name: 'Final deck.pdf' }],
      },
    ]);
    expect(page.details.files).toEqual([]);
    expect(page.details.review).toMatchObject({ revisionsUsed: 0, revisionsIncluded: 2 });
    // Five business days on the review's clock (weekends do not count: review-clock tests).
    const left = page.details.review?.clock?.msLeft ?? 0;
    expect(Math.abs(left - orderReviewRules.reviewWindowDays * dayMs)).toBeLessThan(60_000);

    // The team downloads the delivered file; another team does not see it.
    const download = await callAs(app, team.admin.token, {
      method: 'GET',
      url: apiUrl(endpoints.uploads.content(first)),
    });
    expect(download.statusCode).toBe(200);
    const stranger = await createTeamWithRoles(db);
    const foreign = await callAs(app, stranger.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.uploads.content(first)),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await review(app, stranger.owner.token, order.id, { decision: 'approve' })).statusCode,
    ).toBe(404);

    // A revision needs notes; the manager may ask for one.
    const empty = await review(app, team.manager.token, order.id, {
      decision: 'revise',
      notes: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.notes).toEqual(['Tell us what to change.']);
    const revised = await review(app, team.manager.token, order.id, {
      decision: 'revise',
      notes: 'Make the logo bigger.',
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({
      order: { status: 'revisionRequested' },
      details: { review: { dueAt: null, revisionsUsed: 1 } },
    });
    const twice = await review(app, team.manager.token, order.id, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(orderReviewMessages.notInReview);

    // The revision is delivered straight away (round 2), then approved by the owner.
    const second = await uploadDeliverable(app, staff.token, 'Final deck v2.pdf');
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [second] })).statusCode,
    ).toBe(200);
    const approved = await review(app, team.owner.token, order.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    page = approved.json();
    expect(page.order.status).toBe('approved');
    expect(page.details.deliveries.map((delivery) => delivery.round)).toEqual([1, 2]);
    expect(page.details.timeline.map((entry) => [entry.to, entry.by, entry.note])).toEqual([
      ['received', team.owner.user.name, null],
      ['inProgress', 'Deckhand designers', null],
      ['delivered', 'Deckhand designers', 'Here is your deck.'],
      ['revisionRequested', team.manager.user.name, 'Make the logo bigger.'],
      ['delivered', 'Deckhand designers', null],
      ['approved', team.owner.user.name, null],
    ]);

    // Staff cannot move an approved order; the audit log holds each staff action.
    const after = await staffPost(app, staff.token, order.id, 'transitions', { to: 'cancelled' });
    expect(after.statusCode).toBe(409);
    const audit = await db
      .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.orderId, order.id))
      .orderBy(staffAuditLog.id);
    expect(audit).toEqual([
      { action: 'order.start', staffUserId: staff.user.id },
      { action: 'order.deliver', staffUserId: staff.user.id },
      { action: 'order.deliver', staffUserId: staff.user.id },
    ]);

    // The delivery mails went to the person who placed the order.
    await app.jobs.runDueJobs(new Date(Date.now() + 1000));
    const mails = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, team.owner.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${formatOrderNumber(order.id)} is delivered`,
      `Your order ${formatOrderNumber(order.id)} is delivered`,
    ]);
  });

  it('includes two revision rounds and asks a third to be paid', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    for (let round = 1; round <= 3; round += 1) {
      const file = await uploadDeliverable(app, staff.token);
      expect(
        (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [file] })).statusCode,
      ).toBe(200);
      const answer = await review(app, team.owner.token, order.id, {
        decision: 'revise',
        notes: `Round ${round}`,
      });
      if (round <= orderReviewRules.includedRevisionRounds) {
        expect(answer.statusCode).toBe(200);
      } else {
        expect(answer.statusCode).toBe(422);
        expect(answer.json().errors).toEqual({ payment: [orderReviewMessages.paymentRequired] });
      }
    }
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('delivered');
  });

  it('delivers only the staff member’s own complete deliverables', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const colleague = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const customerFile = await uploadWhole(app, team.owner.token, {
      filename: 'brief.pdf',
      tag: 'orderFiles',
      bytes: pdfBytes,
    });
    const theirs = await uploadDeliverable(app, colleague.token);
    for (const fileIds of [
      [customerFile.json().id],
      [theirs],
      ['00000000-0000-4000-8000-000000000000'],
      ['-'.repeat(36)],
    ]) {
      const response = await staffPost(app, staff.token, order.id, 'deliveries', { fileIds });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.fileIds).toEqual([
        'Deliver complete files you uploaded for this order.',
      ]);
    }
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [] })).statusCode,
    ).toBe(422);
    // Customers cannot upload a deliverable at all.
    const refused = await uploadWhole(app, team.owner.token, {
      filename: 'fake.pdf',
      tag: 'deliverable',
      bytes: pdfBytes,
    });
    expect(refused.statusCode).toBe(403);
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('inProgress');
  });

  it('credits the team once when the first delivery is later than promised', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
      total: 25_000,
      promisedDeliveryAt: new Date(Date.now() - 60_000),
    });
    const before = await getBalance(db, team.teamId);
    const file = await uploadDeliverable(app, staff.token);
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [file] })).statusCode,
    ).toBe(200);
    expect(await getBalance(db, team.teamId)).toBe(before + 2_500);
    const page = await readOrder(app, team.owner.token, order.id);
    expect(page.details.deliveries[0]?.late).toBe(true);
    expect(page.details.lateDeliveryCredit).toMatchObject({ amount: 2_500 });

    await review(app, team.owner.token, order.id, { decision: 'revise', notes: 'Again' });
    const again = await uploadDeliverable(app, staff.token);
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [again] })).statusCode,
    ).toBe(200);
    expect(await getBalance(db, team.teamId)).toBe(before + 2_500);
    const onTime = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const third = await uploadDeliverable(app, staff.token);
    await staffPost(app, staff.token, onTime.id, 'deliveries', { fileIds: [third] });
    expect(
      (await readOrder(app, team.owner.token, onTime.id)).details.lateDeliveryCredit,
    ).toBeNull();
  });

  it('does not approve an order the customer already answered', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    await staffPost(app, staff.token, order.id, 'deliveries', {
      fileIds: [await uploadDeliverable(app, staff.token)],
    });
    const dueAt = new Date(
      (await readOrder(app, team.owner.token, order.id)).details.review?.dueAt ?? 0,
    );
    await review(app, team.owner.token, order.id, {
      decision: 'revise',
      notes: 'Change the colours.',
    });
    await app.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe(
      'revisionRequested',
    );
    const reminders = await db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, orderReviewMessages.reminderSubject(formatOrderNumber(order.id))),
      );
    expect(reminders).toEqual([]);
  });
});
