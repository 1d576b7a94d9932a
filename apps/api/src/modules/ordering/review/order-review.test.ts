import {
  dayMs,
  endpoints,
  formatOrderNumber,
  orderReviewMessages,
  orderReviewRules,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import {
  createStaff as createStaffIn,
  readOrder,
  review,
  staffPost,
  uploadDeliverable,
} from './delivery-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const createStaff = () => createStaffIn(context.database.db);

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
});
