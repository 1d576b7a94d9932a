import { z } from 'zod';
import { hourMs } from './dates.ts';
import { ZServerDate } from './validation.ts';

/**
 * The review's fair clock (issue "Approval that is fair to the customer", docs/review.md): the
 * window counts business days of the customer (weekends, the public holidays of the team's
 * country and the provider's closures do not count, in the order's time zone), pauses while a
 * question of the customer's waits for staff, can be extended once per round, and an automatic
 * approval can be undone within a week.
 */
export const reviewClockRules = {
  /** Business days the customer has to answer a delivery. */
  businessDays: 5,
  /** Reminders (mail and in the app) go out this much business time before the window ends. */
  reminderHoursBefore: [48, 24, 4] as const,
  /** One extension per round, in business hours (3 business days). */
  extensionHours: 72,
  /** Calendar days after an automatic approval in which the customer may reopen the order. */
  reopenDays: 7,
  /**
   * When the window ends on a version nobody on the customer's side opened and not every reminder
   * went out, the clock gives this much business time more, once, for the missing ones.
   */
  unopenedGraceHours: 48,
} as const;

export const reviewClockStates = ['running', 'paused', 'stopped'] as const;
export type TReviewClockState = (typeof reviewClockStates)[number];

/** Why a day in the window does not count. */
export const skippedDayReasons = ['weekend', 'publicHoliday', 'closure'] as const;

export const ZSkippedDay = z.object({
  /** YYYY-MM-DD in the order's time zone. */
  date: z.string(),
  reason: z.enum(skippedDayReasons),
  /** The holiday's or closure's name; null for a weekend. */
  name: z.string().nullable(),
});
export type TSkippedDay = z.infer<typeof ZSkippedDay>;

/** The open review's clock, as the order page shows it (null when no review is open). */
export const ZReviewClock = z.object({
  /**
   * running: counting to dueAt; paused: a question waits for staff (or the clock could not reach
   * anyone: stopped); the order is approved automatically only from running.
   */
  state: z.enum(reviewClockStates),
  /** When the order is approved if nobody answers; null while paused or stopped. */
  dueAt: ZServerDate.nullable(),
  /** Business time left, in ms, when the answer was made (kept as it was while paused). */
  msLeft: z.number().int().nonnegative(),
  pausedAt: ZServerDate.nullable(),
  /** This round's extension, when the customer used it. */
  extendedAt: ZServerDate.nullable(),
  /** The customer may extend now (running, not yet extended this round, a member who may). */
  canExtend: z.boolean(),
  /** Whose public holidays count (ISO 3166-1 alpha-2), from the team's billing country. */
  countryCode: z.string().length(2).nullable(),
  countryName: z.string().nullable(),
  timeZone: z.string(),
  /** The days from now to dueAt that do not count, at most 31. */
  skippedDays: z.array(ZSkippedDay),
});
export type TReviewClock = z.infer<typeof ZReviewClock>;

/** An automatic approval the customer may still undo. */
export const ZReviewReopen = z.object({
  autoApprovedAt: ZServerDate,
  /** The last moment to reopen. */
  until: ZServerDate,
  /** The caller may reopen (an order member who may answer reviews). */
  canReopen: z.boolean(),
});
export type TReviewReopen = z.infer<typeof ZReviewReopen>;

/** POST /orders/{id}/review/opened: the version the customer has in front of them. */
export const ZReviewOpenedRequest = z.object({ round: z.number().int().positive().max(1000) });
export type TReviewOpenedRequest = z.infer<typeof ZReviewOpenedRequest>;

export const reviewClockMessages = {
  heading: 'Time to review',
  dueIn: (left: string, due: string) =>
    `Approved automatically in ${left} (${due}) if you do not answer.`,
  paused: 'The clock is paused while our team answers your question. It goes on when they reply.',
  stopped:
    'The clock is stopped: we could not reach anyone to remind. Approve or ask for a revision when you are ready.',
  businessDaysNote: (country: string | null) =>
    country
      ? `Counts business days only: weekends, public holidays in ${country} and our closures do not count.`
      : 'Counts business days only: weekends and our closures do not count.',
  skippedHeading: 'Not counted',
  skippedReason: { weekend: 'Weekend', publicHoliday: 'Public holiday', closure: 'We are closed' },
  extend: 'Give me 3 more business days',
  extended: (due: string) => `Extended. The review now ends ${due}.`,
  extendedNote: 'You used this round’s extension.',
  alreadyExtended: 'This round’s review was already extended once.',
  notRunning: 'The review clock is not running, so there is nothing to extend.',
  reopenHeading: 'Approved automatically',
  reopenIntro: (until: string) =>
    `Nobody answered in time, so we approved this order. Until ${until} you can reopen it to review again, free of charge.`,
  reopen: 'Reopen the review',
  versionNotFound: 'This order has no delivered version with that number.',
  reopened: 'The review is open again.',
  /** The timeline's note of the move back to delivered (not the toast's words: both show at once). */
  reopenedNote: 'Reopened by the customer after the automatic approval.',
  reopenClosed:
    'This order can no longer be reopened: the 7 days after its automatic approval have passed.',
  reopenNotAuto: 'Only an order approved automatically can be reopened.',
  reminderToast: (orderNumber: string, left: string) =>
    `Your review of order ${orderNumber} ends in ${left}.`,
  reminderMailLine: (left: string, due: string) =>
    `Time left to review: ${left} (business days only). Without an answer, the order is approved on ${due}.`,
  publicHolidayCredit:
    'Public holidays from the date-holidays project (https://github.com/commenthol/date-holidays), data under CC BY 3.0.',
} as const;

/** Business time in words: "2 days 4 hours", "3 hours", "less than an hour". */
export function formatBusinessTimeLeft(ms: number): string {
  const hours = Math.floor(ms / hourMs);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days === 0) return part(rest, 'hour');
  return rest === 0
    ? part(days, 'business day')
    : `${part(days, 'business day')} ${part(rest, 'hour')}`;
}
