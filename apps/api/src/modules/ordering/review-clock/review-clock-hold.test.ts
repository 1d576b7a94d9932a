import { endpoints, hourMs, reviewClockMessages } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderReviewEvents, orders } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import {
  deliveredOrder,
  postClock,
  queuedReminders,
  readLogKinds,
  readOrder,
} from './review-clock-test-kit.ts';

const context = useTestContext();
const minute = 60_000;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

describe('holding the review’s clock', { timeout: 120_000 }, () => {
  it('extends once by 72 business hours, pauses while a question waits for staff, resumes on their answer', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const { team, staff, order, page } = await deliveredOrder(app, db);
    const before = page.details.review?.clock?.msLeft ?? 0;

    expect((await postClock(app, null, order.id, 'extend')).statusCode).toBe(401);
    const stranger = await createTeamWithRoles(db);
    expect((await postClock(app, stranger.owner.token, order.id, 'extend')).statusCode).toBe(404);

    const extended = await postClock(app, team.admin.token, order.id, 'extend');
    expect(extended.statusCode).toBe(200);
    const clock = extended.json().details.review.clock;
    expect(clock.msLeft - before).toBeGreaterThan(72 * hourMs - minute);
    expect(clock.msLeft - before).toBeLessThanOrEqual(72 * hourMs);
    expect(clock).toMatchObject({ canExtend: false, state: 'running' });
    expect(clock.extendedAt).not.toBeNull();
    const twice = await postClock(app, team.owner.token, order.id, 'extend');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(reviewClockMessages.alreadyExtended);

    // The customer asks a question: the clock stops with what it had left.
    const dueBefore = new Date(clock.dueAt);
    const asked = await callAs(app, team.manager.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.comments(order.id)),
      payload: { body: 'Can the logo be larger?' },
    });
    expect(asked.statusCode).toBe(200);
    const paused = (await readOrder(app, team.owner.token, order.id)).details.review;
    expect(paused?.dueAt).toBeNull();
    expect(paused?.clock).toMatchObject({ state: 'paused', canExtend: false, dueAt: null });
    expect(paused?.clock?.msLeft).toBeGreaterThan(clock.msLeft - minute);
    const notRunning = await postClock(app, team.owner.token, order.id, 'extend');
    expect(notRunning.statusCode).toBe(409);
    expect(notRunning.json().message).toBe(reviewClockMessages.notRunning);

    // The old window's end does nothing while paused.
    await app.jobs.runDueJobs(new Date(dueBefore.getTime() + 1000));
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('delivered');

    // Staff answer: the clock runs again from now with the time it had left.
    const answered = await callAs(app, staff.token, {
      method: 'POST',
      url: apiUrl(endpoints.staff.comments(order.id)),
      payload: { body: 'Yes, we will make it larger.' },
    });
    expect(answered.statusCode).toBe(200);
    const resumed = (await readOrder(app, team.owner.token, order.id)).details.review?.clock;
    expect(resumed?.state).toBe('running');
    expect(Math.abs((resumed?.msLeft ?? 0) - (paused?.clock?.msLeft ?? 0))).toBeLessThan(minute);

    const log = await readLogKinds(app, team.owner.token, order.id);
    expect(log.map((event) => [event.kind, event.actor])).toEqual([
      ['versionDelivered', 'staff'],
      ['reviewExtended', 'customer'],
      ['reviewPaused', 'customer'],
      ['reviewResumed', 'staff'],
    ]);
    expect(log[1]).toMatchObject({ hours: 72, by: 'customer' });
    expect(log[2]).toMatchObject({ reason: 'question' });
  });

  it('never approves a version nobody opened before all three reminders went out', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    // Nobody to remind: the person who ordered is gone.
    const unreachable = await deliveredOrder(app, db);
    await db
      .update(orders)
      .set({ createdByUserId: null })
      .where(eq(orders.id, unreachable.order.id));
    // Opened by a member: approved when the window ends, reminders or not.
    const opened = await deliveredOrder(app, db);
    await db.update(orders).set({ createdByUserId: null }).where(eq(orders.id, opened.order.id));
    const seen = await postClock(app, opened.team.manager.token, opened.order.id, 'opened', {
      round: 1,
    });
    expect(seen.statusCode).toBe(204);
    const repeat = await postClock(app, opened.team.manager.token, opened.order.id, 'opened', {
      round: 1,
    });
    expect(repeat.statusCode).toBe(204);
    const unknown = await postClock(app, opened.team.owner.token, opened.order.id, 'opened', {
      round: 2,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(reviewClockMessages.versionNotFound);

    const end = new Date(Math.max(unreachable.dueAt.getTime(), opened.dueAt.getTime()) + 1000);
    await app.jobs.runDueJobs(end);
    expect((await readOrder(app, opened.team.owner.token, opened.order.id)).order.status).toBe(
      'approved',
    );
    const graced = await readOrder(app, unreachable.team.owner.token, unreachable.order.id);
    expect(graced.order.status).toBe('delivered');
    expect(graced.details.review?.clock?.state).toBe('running');
    const graceDue = new Date(graced.details.review?.dueAt ?? 0);
    expect(graceDue.getTime()).toBeGreaterThan(end.getTime() + 47 * hourMs);

    // Still nobody reminded at the grace's end: the clock stops and waits for a person.
    await app.jobs.runDueJobs(new Date(graceDue.getTime() + 1000));
    const stopped = await readOrder(app, unreachable.team.owner.token, unreachable.order.id);
    expect(stopped.order.status).toBe('delivered');
    expect(stopped.details.review?.clock).toMatchObject({ state: 'stopped', dueAt: null });
    const log = await readLogKinds(app, unreachable.team.owner.token, unreachable.order.id);
    expect(log.map((event) => event.kind)).toEqual([
      'versionDelivered',
      'reviewExtended',
      'reviewPaused',
    ]);
    expect(log[1]).toMatchObject({ actor: 'system', hours: 48, by: 'grace' });
    expect(log[2]).toMatchObject({ actor: 'system', reason: 'unopened' });
    const openedLog = await readLogKinds(app, opened.team.owner.token, opened.order.id);
    expect(openedLog.filter((event) => event.kind === 'versionOpened')).toHaveLength(1);
  });

  it('runs reminders and the approval once when two instances share the database', async () => {
    const db = context.database.db;
    const first = await context.createApp();
    const second = await context.createApp();
    const { team, order, dueAt } = await deliveredOrder(first, db);
    const reminders = await queuedReminders(db, order.id);
    const lastReminder = new Date(Math.max(...reminders.map((job) => job.runAt.getTime())));
    await Promise.all([first.jobs.runDueJobs(lastReminder), second.jobs.runDueJobs(lastReminder)]);
    const end = new Date(dueAt.getTime() + 1000);
    await Promise.all([first.jobs.runDueJobs(end), second.jobs.runDueJobs(end)]);

    expect((await readOrder(second, team.owner.token, order.id)).order.status).toBe('approved');
    const kinds = await db
      .select({ kind: orderReviewEvents.kind })
      .from(orderReviewEvents)
      .where(eq(orderReviewEvents.orderId, order.id));
    expect(kinds.filter((row) => row.kind === 'reminderSent')).toHaveLength(3);
    expect(kinds.filter((row) => row.kind === 'autoApproved')).toHaveLength(1);
    const mails = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, team.owner.user.email)));
    expect(mails.filter((mail) => mail.subject.startsWith('Please review'))).toHaveLength(3);
  });
});
