import { z } from 'zod';
import { ZServerDate } from './validation.ts';

/**
 * The review's audit trail (issue "Approval that is fair to the customer"): every review event of
 * an order in an append-only log, each row carrying the hash of the one before (SHA-256 over the
 * row's fields and that hash, docs/review.md), so anyone can verify nothing was changed or taken
 * out. Kept for the life of the order on every plan.
 */
export const reviewEventKinds = [
  'versionDelivered',
  'versionOpened',
  'pinAdded',
  'pinResolved',
  'pinReopened',
  'approved',
  'revisionRequested',
  'reminderSent',
  'reviewExtended',
  'reviewPaused',
  'reviewResumed',
  'autoApproved',
  'reopened',
  'guestInvited',
  'guestRevoked',
  'approversChanged',
  'decisionRecorded',
  'decisionWithdrawn',
] as const;
export type TReviewEventKind = (typeof reviewEventKinds)[number];

export const reviewActorKinds = ['customer', 'staff', 'guest', 'system'] as const;
export type TReviewActorKind = (typeof reviewActorKinds)[number];

/** What an event records beyond its kind: small facts, never a comment's words or a secret. */
export const ZReviewEventDetails = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type TReviewEventDetails = z.infer<typeof ZReviewEventDetails>;

export const ZReviewEvent = z.object({
  /** 1, 2, 3 … within the order. */
  seq: z.number().int().positive(),
  kind: z.enum(reviewEventKinds),
  at: ZServerDate,
  actor: z.object({ kind: z.enum(reviewActorKinds), name: z.string() }),
  /** The version it is about, when it is about one. */
  round: z.number().int().positive().nullable(),
  /** The event in words, as the log's exports print it. */
  summary: z.string(),
  details: ZReviewEventDetails,
  /** The row's hash and the previous row's (64 hex digits; the first row's previous is zeros). */
  hash: z.string(),
  previousHash: z.string(),
});
export type TReviewEvent = z.infer<typeof ZReviewEvent>;

export const reviewLogBreaks = ['sequence', 'link', 'hash'] as const;

/** The chain checked end to end: intact, or the first row that breaks it and how. */
export const ZReviewLogVerification = z.object({
  isIntact: z.boolean(),
  checked: z.number().int().nonnegative(),
  firstBroken: z.object({ seq: z.number().int(), reason: z.enum(reviewLogBreaks) }).nullable(),
});
export type TReviewLogVerification = z.infer<typeof ZReviewLogVerification>;

/** GET /orders/{id}/review-log: the order's events, oldest first, and the chain's check. */
export const ZReviewLogResponse = z.object({
  events: z.array(ZReviewEvent),
  verification: ZReviewLogVerification,
});
export type TReviewLogResponse = z.infer<typeof ZReviewLogResponse>;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const reviewLogMessages = {
  heading: 'Review history',
  intro:
    'Every step of the review, in order. Each entry is sealed with the one before it, so nothing can be changed or removed unnoticed.',
  empty: 'Nothing yet: the history starts with the first delivery.',
  loadFailed: 'The review history could not be loaded.',
  retry: 'Try again',
  intact: (count: number) =>
    `Verified: all ${count} ${plural(count, 'entry is', 'entries are')} intact.`,
  broken: (seq: number) => `Entry ${seq} does not match its seal: the history was changed.`,
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  columns: ['#', 'When (UTC)', 'Event', 'By', 'Version', 'Hash', 'Previous hash'] as const,
  pdfTitle: (orderNumber: string) => `Review history of order ${orderNumber}`,
  kinds: {
    versionDelivered: (round: number | null) => `Version ${round ?? '?'} delivered`,
    versionOpened: (round: number | null) => `Version ${round ?? '?'} opened`,
    pinAdded: (number: number) => `Comment #${number} pinned`,
    pinResolved: (number: number) => `Comment #${number} resolved`,
    pinReopened: (number: number) => `Comment #${number} reopened`,
    approved: () => 'Approved',
    revisionRequested: (pins: number) =>
      pins === 0
        ? 'Revision requested'
        : `Revision requested with ${pins} ${plural(pins, 'comment', 'comments')}`,
    reminderSent: (hours: number) => `Reminder sent: ${hours} hours left to review`,
    reviewExtended: (hours: number) => `Review extended by ${hours} hours`,
    reviewPaused: () => 'Review clock paused',
    reviewResumed: () => 'Review clock resumed',
    autoApproved: () => 'Approved automatically: the review window ended',
    reopened: () => 'Reopened after the automatic approval',
    guestInvited: (by: string) =>
      by === 'link'
        ? 'Review link to forward created for guests'
        : 'Guest reviewer invited by e-mail',
    guestRevoked: () => 'Guest reviewer’s access revoked',
    approversChanged: (count: number, rule: string) =>
      count === 0
        ? 'Approvers removed: anyone on the team decides'
        : `Approvers set: ${count} named, ${rule}`,
    decisionRecorded: (decision: string, pins: number) =>
      decision === 'approve'
        ? 'Approver approved'
        : pins === 0
          ? 'Approver asked for changes'
          : `Approver asked for changes with ${pins} ${plural(pins, 'comment', 'comments')}`,
    decisionWithdrawn: () => 'Approver withdrew their decision',
  },
} as const;

/** The rule of an approversChanged event in words ('all must approve', '2 of 3 must approve'). */
function describeRuleDetail(details: TReviewEventDetails): string {
  if (details.rule === 'any') return 'any one approves';
  if (details.rule === 'count') return `${details.needed} of ${details.approvers} must approve`;
  return 'all must approve';
}

/** An event in words, from its kind and details (the API and the exports print the same). */
export function describeReviewEvent(
  kind: TReviewEventKind,
  round: number | null,
  details: TReviewEventDetails,
): string {
  const count = (key: string) => (typeof details[key] === 'number' ? (details[key] as number) : 0);
  const k = reviewLogMessages.kinds;
  switch (kind) {
    case 'versionDelivered':
    case 'versionOpened':
      return k[kind](round);
    case 'pinAdded':
    case 'pinResolved':
    case 'pinReopened':
      return k[kind](count('pin'));
    case 'revisionRequested':
      return k.revisionRequested(count('pins'));
    case 'reminderSent':
    case 'reviewExtended':
      return k[kind](count('hours'));
    case 'approversChanged':
      return k.approversChanged(count('approvers'), describeRuleDetail(details));
    case 'decisionRecorded':
      return k.decisionRecorded(String(details.decision ?? ''), count('pins'));
    case 'guestInvited':
      return k.guestInvited(String(details.by ?? 'email'));
    default:
      return k[kind]();
  }
}
