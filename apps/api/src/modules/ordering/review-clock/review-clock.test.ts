import {
  endpoints,
  formatOrderNumber,
  hourMs,
  orderReviewMessages,
  reviewClockMessages,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderReviewClocks, providerHolidays } from '../../../db/schema/index.ts';
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
const week = 5 * 24 * hourMs;
const minute = 60_000;
/** Denmark's ISO 3166-1 numeric code. */
const denmark = 208;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

/** The next Wednesday after `from` in Copenhagen, as a date: a working day inside the window. */
function nextWednesday(from: Date): string {
  let day = DateTime.fromJSDate(from, { zone: 'Europe/Copenhagen' }).plus({ days: 1 });
  while (day.weekday !== 3) day = day.plus({ days: 1 });
  return day.toISODate() ?? '';
}

const reminderMails = async (email: string, orderId: number) =>
  (
    await context.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, email),
          eq(mailOutbox.subject, orderReviewMessages.reminderSubject(formatOrderNumber(orderId))),
        ),
      )
  ).length;

describe('the review’s fair clock', { timeout: 120_000 }, () => {
  it('counts business days of the team’s country and our closures, reminds three times, approves, and reopens within 7 days', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const closure = nextWednesday(new Date());
    await db.insert(providerHolidays).values({ date: closure, title: 'Studio day' });
    const { team, order, page, dueAt } = await deliveredOrder(app, db, { countryId: denmark });

    const clock = page.details.review?.clock;
    expect(clock).toMatchObject({
      state: 'running',
      countryCode: 'DK',
      countryName: 'Denmark',
      timeZone: 'Europe/Copenhagen',
      canExtend: true,
      extendedAt: null,
    });
    expect(clock?.msLeft).toBeGreaterThan(week - minute);
    expect(clock?.msLeft).toBeLessThanOrEqual(week);
    expect(clock?.skippedDays).toContainEqual({
      date: closure,
      reason: 'closure',
      name: 'Studio day',
    });
    expect(clock?.skippedDays.some((day) => day.reason === 'weekend')).toBe(true);
    // A weekend and a closure inside five business days: more than a week of wall time.
    expect(dueAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * hourMs - minute);

    // Three reminders, 48, 24 and 4 business hours before the end; the order still waits.
    const reminders = await queuedReminders(db, order.id);
    expect(reminders.map((reminder) => reminder.hours).sort()).toEqual([24, 4, 48]);
    const lastReminder = Math.max(...reminders.map((reminder) => reminder.runAt.getTime()));
    await app.jobs.runDueJobs(new Date(lastReminder));
    expect(await reminderMails(team.owner.user.email, order.id)).toBe(3);
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('delivered');

    // Nobody opened the version, but all three reminders went out: the window's end approves.
    await app.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));
    const approved = await readOrder(app, team.manager.token, order.id);
    expect(approved.order.status).toBe('approved');
    expect(approved.details.review?.clock).toBeNull();
    expect(approved.details.review?.reopen).toMatchObject({ canReopen: true });
    const until = new Date(approved.details.review?.reopen?.until ?? 0);
    expect(until.getTime() - dueAt.getTime()).toBeGreaterThanOrEqual(7 * 24 * hourMs);

    // Any member reopens it, free: under review again with a fresh five-day clock.
    const reopened = await postClock(app, team.manager.token, order.id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    const body = reopened.json();
    expect(body.order.status).toBe('delivered');
    expect(body.details.review.clock.state).toBe('running');
    expect(body.details.review.revisionsUsed).toBe(0);
    // Once per round: approved automatically again, it stays approved.
    const secondDue = new Date(body.details.review.dueAt);
    await app.jobs.runDueJobs(new Date(secondDue.getTime() + 1000));
    expect((await readOrder(app, team.owner.token, order.id)).details.review?.reopen).toBeNull();
    const again = await postClock(app, team.owner.token, order.id, 'reopen');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewClockMessages.reopenClosed);

    const kinds = (await readLogKinds(app, team.owner.token, order.id)).map((event) => event.kind);
    expect(kinds).toEqual([
      'versionDelivered',
      'reminderSent',
      'reminderSent',
      'reminderSent',
      'autoApproved',
      'reopened',
      'reminderSent',
      'reminderSent',
      'reminderSent',
      'autoApproved',
    ]);
  });

  it('refuses to reopen after 7 days, an order approved by a person, and another team', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const { team, order, dueAt } = await deliveredOrder(app, db);
    await app.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('approved');

    const stranger = await createTeamWithRoles(db);
    expect((await postClock(app, stranger.owner.token, order.id, 'reopen')).statusCode).toBe(404);
    expect((await postClock(app, null, order.id, 'reopen')).statusCode).toBe(401);

    await db
      .update(orderReviewClocks)
      .set({ autoApprovedAt: new Date(Date.now() - 8 * 24 * hourMs) })
      .where(eq(orderReviewClocks.orderId, order.id));
    expect((await readOrder(app, team.owner.token, order.id)).details.review?.reopen).toBeNull();
    const late = await postClock(app, team.owner.token, order.id, 'reopen');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(reviewClockMessages.reopenClosed);

    const answered = await deliveredOrder(app, db);
    const approve = await callAs(app, answered.team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.review(answered.order.id)),
      payload: { decision: 'approve' },
    });
    expect(approve.statusCode).toBe(200);
    const manual = await postClock(app, answered.team.owner.token, answered.order.id, 'reopen');
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe(reviewClockMessages.reopenNotAuto);
  });
});
