import { z } from 'zod';
import { boundedInteger } from './validation.ts';

/**
 * How fair the automatic approval is (issue 28): of the versions approved automatically because
 * the review window ended, the share the customer never opened, by month (UTC). The goal is to
 * keep it under 5 %: an order approved without anyone having looked at it is the unfair case the
 * review clock's reminders and pauses exist to prevent.
 */
export const reviewFairnessRules = {
  goalPercent: 5,
  monthsMin: 1,
  monthsMax: 24,
  monthsDefault: 12,
} as const;

const monthsMessage = `Choose from ${reviewFairnessRules.monthsMin} to ${reviewFairnessRules.monthsMax} months.`;

/** GET /staff/review-fairness: the months up to and including the current one (UTC). */
export const ZReviewFairnessQuery = z.object({
  months: boundedInteger()
    .min(reviewFairnessRules.monthsMin, monthsMessage)
    .max(reviewFairnessRules.monthsMax, monthsMessage)
    .default(reviewFairnessRules.monthsDefault),
});
export type TReviewFairnessQuery = z.input<typeof ZReviewFairnessQuery>;

export const ZReviewFairnessMonth = z.object({
  /** YYYY-MM, UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Versions approved automatically that month (by the approval's time). */
  autoApproved: z.number().int().nonnegative(),
  /** Of those, the versions no customer or guest had opened. */
  neverOpened: z.number().int().nonnegative(),
  /** neverOpened of autoApproved in per cent, one decimal; null when nothing was auto-approved. */
  sharePercent: z.number().min(0).max(100).nullable(),
});
export type TReviewFairnessMonth = z.infer<typeof ZReviewFairnessMonth>;

/** Every month of the range, oldest first, with or without automatic approvals. */
export const ZReviewFairnessResponse = z.object({
  goalPercent: z.literal(reviewFairnessRules.goalPercent),
  months: z.array(ZReviewFairnessMonth),
});
export type TReviewFairnessResponse = z.infer<typeof ZReviewFairnessResponse>;

/** A share in per cent as the console prints it: at most one decimal ("3.5%", "0%"). */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(value)}%`;
}

export const reviewFairnessMessages = {
  heading: 'Automatic approvals never opened',
  intro: (goalPercent: number) =>
    `Of the versions approved automatically when the review window ended, the share the customer never opened, by month (UTC). The goal is to keep it under ${formatPercent(goalPercent)}.`,
  goalLine: (goalPercent: number) => `Goal: under ${formatPercent(goalPercent)}`,
  empty: 'No version was approved automatically in these months.',
  loadFailed: 'The automatic approvals could not be loaded.',
  retry: 'Try again',
  chartLabel: (goalPercent: number) =>
    `Share of automatic approvals never opened, by month, against the goal of under ${formatPercent(goalPercent)}`,
  tableCaption: 'Automatic approvals never opened, by month',
  columns: {
    month: 'Month',
    autoApproved: 'Approved automatically',
    neverOpened: 'Never opened',
    share: 'Share never opened',
  },
  noShare: '—',
  tableToggle: 'Show the numbers as a table',
} as const;
