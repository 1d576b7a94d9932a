import {
  formatBusinessTimeLeft,
  formatDateTime,
  formatMinorUnits,
  formatOrderNumber,
  orderRealtimeEvents,
  orderReviewMessages,
  pagePaths,
  quoteMessages,
  realtimeChannels,
  reviewClockMessages,
  reviewGuestMessages,
  type TReviewReminderEvent,
  toServerTimestamp,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderReviewClocks, users } from '../../../db/schema/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import { renderMail } from '../../../platform/mail/mail-templates.ts';
import type { MailContent, Mailer } from '../../../platform/mail/mail-types.ts';
import { findReminderRecipients } from '../approvals/approval-reminders.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { loadBusinessCalendar } from '../review-clock/business-calendar.ts';
import { businessTimeBetween } from '../review-clock/business-time.ts';
import { isCurrentWindow } from '../review-clock/clock-window.ts';
import { appendReviewEvent, systemActor } from '../review-log/append-review-event.ts';

export const orderNoticeJobKind = 'orderNoticeMail';

const orderNotices = ['delivered', 'reviewReminder', 'quoteReady'] as const;
type OrderNotice = (typeof orderNotices)[number];

const ZPayload = z.object({
  orderId: z.number().int(),
  notice: z.enum(orderNotices),
  /** A reminder is sent only while this review is still open (the order's reviewDueAt). */
  reviewDueAt: z.string().optional(),
  /** A reminder's version and how many hours before the window ends it goes (the trail's words). */
  round: z.number().int().optional(),
  hours: z.number().optional(),
  /** The reminder's clock start (review-clock/clock-window.ts). */
  startedAt: z.string().optional(),
});

/**
 * Queues a mail to the person who placed the order, in the transaction of the change it tells
 * of: sent once the change is committed, by whichever instance runs the job, at most once per key.
 */
export async function scheduleOrderNotice(
  tx: Db,
  options: {
    orderId: number;
    notice: OrderNotice;
    key: string;
    runAt?: Date;
    reviewDueAt?: Date;
    reminder?: { round: number; hours: number; startedAt: string };
  },
): Promise<void> {
  await scheduleJob(tx, {
    kind: orderNoticeJobKind,
    key: `order-notice:${options.orderId}:${options.notice}:${options.key}`,
    runAt: options.runAt ?? new Date(),
    payload: {
      orderId: options.orderId,
      notice: options.notice,
      ...(options.reviewDueAt ? { reviewDueAt: options.reviewDueAt.toISOString() } : {}),
      ...options.reminder,
    },
  });
}

function createNoticeMail(options: {
  order: OrderRow;
  notice: OrderNotice;
  name: string;
  origin: string;
  /** A reminder's business time left. */
  msLeft: number;
  /** A guest approver: no order page of theirs, the link of their invite opens the review. */
  isGuest?: boolean;
}): MailContent {
  const { order } = options;
  const number = formatOrderNumber(order.id);
  const action = options.isGuest
    ? undefined
    : { label: 'Review the delivery', url: `${options.origin}${pagePaths.profileOrder(order.id)}` };
  const guestLine = options.isGuest ? [reviewGuestMessages.reminderGuestLine] : [];
  const due = order.reviewDueAt ? formatDateTime(order.reviewDueAt, order.timeZone) : null;
  if (options.notice === 'quoteReady') {
    return renderMail({
      subject: quoteMessages.readySubject(number),
      greeting: `Hi ${options.name},`,
      lines: [
        `We priced your quote ${number}: ${order.total === null ? '' : formatMinorUnits(order.total, order.currency)}.`,
        ...(order.promisedDeliveryAt
          ? [
              `Promised delivery: ${formatDateTime(order.promisedDeliveryAt, order.timeZone)} (${order.timeZone}).`,
            ]
          : []),
        'Accept it on the order page to start the work.',
      ],
      action: {
        label: 'See your quote',
        url: `${options.origin}${pagePaths.profileOrder(order.id)}`,
      },
    });
  }
  if (options.notice === 'delivered') {
    return renderMail({
      subject: `Your order ${number} is delivered`,
      greeting: `Hi ${options.name},`,
      lines: [
        `The designers delivered the files of your order ${number}.`,
        ...(due
          ? [
              `Please approve them or ask for a revision. Without an answer, the order is approved on ${due}.`,
            ]
          : []),
        ...guestLine,
      ],
      action,
    });
  }
  return renderMail({
    subject: orderReviewMessages.reminderSubject(number),
    greeting: `Hi ${options.name},`,
    lines: [
      `The files of your order ${number} are waiting for your review.`,
      ...(due
        ? [reviewClockMessages.reminderMailLine(formatBusinessTimeLeft(options.msLeft), due)]
        : []),
      ...guestLine,
    ],
    action,
  });
}

/** The business time left until the order's due moment, on its clock's calendar. */
async function businessTimeLeft(db: Db, order: OrderRow, now: Date): Promise<number> {
  if (!order.reviewDueAt) return 0;
  const [clock] = await db
    .select({ countryCode: orderReviewClocks.countryCode })
    .from(orderReviewClocks)
    .where(eq(orderReviewClocks.orderId, order.id));
  const calendar = await loadBusinessCalendar(db, {
    countryCode: clock?.countryCode ?? null,
    timeZone: order.timeZone,
    from: now,
  });
  return businessTimeBetween(now, order.reviewDueAt, calendar);
}

/** Sends the notice, unless what it tells of is no longer so (a reminder of a closed review). */
export function createOrderNoticeJobHandler(options: {
  mailer: Pick<Mailer, 'sendMail'>;
  origin: string;
  /** The realtime platform: a reminder shows in the team's open pages as it is mailed. */
  publish: (channel: string, event: string, payload: unknown) => void;
}): JobHandler {
  return async (job, { db, now }) => {
    const payload = ZPayload.parse(job.payload);
    const order = await getOrderById(db, payload.orderId);
    if (!order?.createdByUserId) return;
    if (payload.notice === 'reviewReminder' && !(await isCurrentWindow(db, order, payload))) {
      return;
    }
    const [orderer] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.createdByUserId));
    const isReminder = payload.notice === 'reviewReminder';
    const recipients =
      payload.notice === 'quoteReady'
        ? { to: 'owner' as const, people: orderer ? [orderer] : [] }
        : await findReminderRecipients(db, order, orderer ?? null);
    // The delivery's notice also goes to the person who placed the order.
    const people =
      payload.notice === 'delivered' && orderer && recipients.to === 'approvers'
        ? [...recipients.people.filter((person) => person.email !== orderer.email), orderer]
        : recipients.people;
    if (people.length === 0) return;
    const msLeft = isReminder ? await businessTimeLeft(db, order, now) : 0;
    for (const person of people) {
      const mail = createNoticeMail({
        order,
        notice: payload.notice,
        name: person.name,
        origin: options.origin,
        msLeft,
        isGuest: 'isGuest' in person && person.isGuest === true,
      });
      await options.mailer.sendMail({ ...mail, to: person.email });
    }
    if (payload.notice === 'reviewReminder') {
      await db.transaction((tx) =>
        appendReviewEvent(tx, {
          orderId: order.id,
          kind: 'reminderSent',
          actor: systemActor,
          round: payload.round ?? null,
          details: { hours: payload.hours ?? null, to: recipients.to, people: people.length },
          now,
        }),
      );
      if (order.reviewDueAt) {
        const event: TReviewReminderEvent = {
          orderId: order.id,
          number: formatOrderNumber(order.id),
          dueAt: toServerTimestamp(order.reviewDueAt),
          msLeft,
        };
        options.publish(
          realtimeChannels.team(order.teamId),
          orderRealtimeEvents.reviewReminder,
          event,
        );
      }
    }
  };
}
