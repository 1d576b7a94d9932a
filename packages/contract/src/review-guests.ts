import { z } from 'zod';
import { ZOrderDelivery } from './order-review.ts';
import { ZOrderStatus } from './order-statuses.ts';
import { ZOrderApproval } from './review-approvals.ts';
import { boundedString, requiredString, ZEmail, ZServerDate } from './validation.ts';

/**
 * Guest reviewers (issue "Approval that is fair to the customer", docs/review.md): people outside
 * the team the customer shares an order's review with, by a personal e-mail invite or by a link
 * to forward. A guest gives a name and sees that order's delivered slides and pins, adds pins and
 * replies, and, when named an approver, decides with a one-time code mailed to them. A guest
 * never sees another order, the team, or prices unless the customer allows it.
 */
export const reviewGuestRules = {
  nameMax: 80,
  labelMax: 80,
  /** Guests an order may have at once (not revoked, not expired). */
  activeGuestsMax: 20,
  /** How long a link or invite lasts, in days: the choices, and the one preselected. */
  lifetimeDays: [1, 3, 7, 14, 30] as const,
  defaultLifetimeDays: 14,
  /** The code a guest approver types: 6 digits, valid 10 minutes, 5 wrong tries void it. */
  codeLength: 6,
  codeLifetimeMinutes: 10,
  codeAttemptsMax: 5,
} as const;

export const reviewGuestKinds = ['email', 'link'] as const;
export type TReviewGuestKind = (typeof reviewGuestKinds)[number];

export const reviewGuestStatuses = ['active', 'expired', 'revoked'] as const;
export type TReviewGuestStatus = (typeof reviewGuestStatuses)[number];

export const reviewGuestMessages = {
  heading: 'Share for review',
  intro:
    'Let people outside your team see the delivered slides and pin comments, without an account. They see this order only.',
  kindLabel: 'How to share',
  kindOptions: { email: 'Invite by e-mail', link: 'Create a link to forward' },
  emailLabel: 'Their e-mail',
  nameLabel: 'Their name',
  labelLabel: 'What is the link for?',
  labelPlaceholder: 'e.g. Client review',
  lifetimeLabel: 'Valid for',
  lifetimeOption: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  canSeePricesLabel: 'Show the order’s price',
  share: 'Share',
  invited: (email: string) => `An invitation is on its way to ${email}.`,
  linkCreated: 'The link is ready. Copy it now: it is shown only once.',
  copy: 'Copy link',
  copied: 'Copied',
  noGuests: 'Nobody outside your team has been given access.',
  revoke: 'Revoke',
  revokeConfirm: (name: string) =>
    `Revoke ${name}’s access? Their link stops working at once; their comments stay.`,
  revoked: 'Access revoked.',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  expires: (date: string) => `Until ${date}`,
  lastSeen: (date: string) => `Last seen ${date}`,
  neverOpened: 'Not opened yet',
  canApproveNote: 'Invited by e-mail, so they can be named an approver.',
  // The guest's page.
  welcomeTitle: (orderNumber: string) => `Review of ${orderNumber}`,
  welcome: (inviter: string) =>
    `${inviter} asks for your review of these slides. No account needed: tell us your name and start.`,
  yourNameLabel: 'Your name',
  start: 'Start reviewing',
  signedInAs: (name: string) => `Reviewing as ${name}`,
  guestNote:
    'Click or drag on a slide to pin a comment. The team sees your comments as you write them.',
  approverNote:
    'You are an approver of this order. When you have looked, approve it or ask for changes.',
  approve: 'Approve this version',
  requestChanges: 'Ask for changes',
  notesLabel: 'What should change?',
  sendCode: 'Send me a code',
  codeSent: (email: string) =>
    `We sent a ${reviewGuestRules.codeLength}-digit code to ${email}. It is valid for ${reviewGuestRules.codeLifetimeMinutes} minutes.`,
  codeLabel: 'Code from the e-mail',
  confirmDecision: 'Confirm',
  yourDecision: { approve: 'You approved this version.', revise: 'You asked for changes.' },
  nothingToDecide: 'This version is not waiting for a decision.',
  price: 'Price',
  approvedByGuest: (name: string) => `${name} approved it as a guest reviewer.`,
  reminderGuestLine: 'Open the review link of your invitation e-mail to see the slides and decide.',
  // The error catalogue's words for guests.
  mayNotShare:
    'Only the team’s owners and admins, or the person who placed the order, can share it for review.',
  linkInvalid:
    'This review link does not work: it may have expired or been revoked. Ask the person who shared it for a new one.',
  signedOut: 'Open the review link you were sent to see this review.',
  nothingToShare: 'There is nothing to review yet: share the order once a version is delivered.',
  cancelled: 'A cancelled order cannot be shared.',
  tooManyGuests: (max: number) =>
    `An order can be shared with at most ${max} guests at once. Revoke one first.`,
  guestNotFound: 'This guest was not found.',
  alreadyRevoked: 'This access is already revoked.',
  revokeApproverFirst:
    'This guest is one of the order’s approvers. Remove them from the approvers first.',
  notApprovableGuest:
    'Only a guest invited by e-mail, whose access is active, can be an approver: approving asks for a code sent to them.',
  notAnApprover: 'Only the approvers named for this order can decide on this version.',
  codeWrong: 'That code is not right. Check the e-mail, or ask for a new code.',
  codeExpired: 'That code has expired. Ask for a new one.',
  codeMissing: 'Ask for a code first: it is sent to your e-mail.',
  paidRound:
    'Asking for changes now would start a paid revision round, so the team must send it. Leave your comments as pins and tell them.',
  guestMayNot: 'Guests can comment and reply; the team resolves and moves comments.',
  // Words only the web app prints go below this line.
  /** Beside a guest approver's name (approver list, pins) and in the approvers form's choices. */
  guestBadge: 'Guest',
  guestChoice: (name: string) => `${name} · guest`,
  /** The approvers form's groups, once guests can be chosen besides teammates. */
  teammatesGroup: 'Teammates',
  guestsGroup: 'Guests',
  /** A guest list row's second line for a link to forward (an invite shows its e-mail). */
  linkKind: 'Link to forward',
  /** The names the people who opened it gave. */
  seenAs: (names: string) => `Opened as ${names}`,
  loadFailed: 'The people this order is shared with could not be loaded.',
} as const;

const ZLifetime = z
  .number()
  .int()
  .refine((days) => (reviewGuestRules.lifetimeDays as readonly number[]).includes(days), {
    error: 'Choose one of the offered durations.',
  });

const ZShareFields = z.object({
  expiresInDays: ZLifetime.default(reviewGuestRules.defaultLifetimeDays),
  canSeePrices: z.boolean().default(false),
});

/**
 * POST /orders/{id}/review/guests: a personal invite mailed to one person (they may become an
 * approver), or a link to forward (comments only; shown once).
 */
export const ZInviteGuestRequest = z.discriminatedUnion('kind', [
  ZShareFields.extend({
    kind: z.literal('email'),
    email: ZEmail,
    name: requiredString(reviewGuestRules.nameMax),
  }),
  ZShareFields.extend({
    kind: z.literal('link'),
    label: requiredString(reviewGuestRules.labelMax),
  }),
]);
export type TInviteGuestRequest = z.input<typeof ZInviteGuestRequest>;

/** One guest as the team sees them (never their token). */
export const ZReviewGuest = z.object({
  id: z.number().int().positive(),
  kind: z.enum(reviewGuestKinds),
  /** The invite's name, or the link's label. */
  label: z.string(),
  email: z.string().nullable(),
  /** The names guests gave when they opened it (a forwarded link may have several). */
  seenAs: z.array(z.string()),
  canSeePrices: z.boolean(),
  status: z.enum(reviewGuestStatuses),
  expiresAt: ZServerDate,
  createdAt: ZServerDate,
  createdBy: z.string(),
  lastSeenAt: ZServerDate.nullable(),
  /** Named as one of the order's approvers. */
  isApprover: z.boolean(),
});
export type TReviewGuest = z.infer<typeof ZReviewGuest>;

export const ZReviewGuestsResponse = z.object({ guests: z.array(ZReviewGuest) });
export type TReviewGuestsResponse = z.infer<typeof ZReviewGuestsResponse>;

/** The new guest; `link` only for a link to forward (the only time it is shown). */
export const ZInviteGuestResponse = z.object({ guest: ZReviewGuest, link: z.string().nullable() });
export type TInviteGuestResponse = z.infer<typeof ZInviteGuestResponse>;

/** GET /guest-reviews/{token}: what a guest sees before giving a name (safe to call twice). */
export const ZGuestInvite = z.object({
  orderNumber: z.string(),
  invitedBy: z.string(),
  /** The invite's name, to prefill (null for a link to forward). */
  suggestedName: z.string().nullable(),
  expiresAt: ZServerDate,
  /** This browser already reviews through this link (the page goes straight to the review). */
  isSignedIn: z.boolean(),
});
export type TGuestInvite = z.infer<typeof ZGuestInvite>;

/** POST /guest-reviews/{token}/session: the guest's name; answers with a cookie. */
export const ZGuestSessionRequest = z.object({
  name: requiredString(reviewGuestRules.nameMax),
});
export type TGuestSessionRequest = z.infer<typeof ZGuestSessionRequest>;

/** GET /guest-review: the order's review as its guest sees it. */
export const ZGuestReview = z.object({
  order: z.object({
    id: z.number().int().positive(),
    number: z.string(),
    status: ZOrderStatus,
    timezone: z.string(),
    /** The price, formatted, when the customer allowed it; null otherwise. */
    price: z.string().nullable(),
  }),
  guest: z.object({
    name: z.string(),
    /** Where codes go, partly hidden ("o•••@example.com"); null for a link to forward. */
    maskedEmail: z.string().nullable(),
    isApprover: z.boolean(),
    /** Their standing decision on the version under review. */
    decision: z.object({ decision: z.enum(['approve', 'revise']), at: ZServerDate }).nullable(),
  }),
  /** The delivered versions (files are not downloadable by guests: `files` is empty). */
  deliveries: z.array(ZOrderDelivery),
  /** The version under review (null when the order is not waiting for a decision). */
  roundInReview: z.number().int().positive().nullable(),
  dueAt: ZServerDate.nullable(),
  approval: ZOrderApproval.nullable(),
});
export type TGuestReview = z.infer<typeof ZGuestReview>;

/** POST /guest-review/opened: the guest has a version in front of them. */
export const ZGuestOpenedRequest = z.object({ round: z.number().int().positive().max(1000) });

/** POST /guest-review/code: a code is mailed (202). */
export const ZGuestCodeResponse = z.object({ sentTo: z.string(), expiresAt: ZServerDate });
export type TGuestCodeResponse = z.infer<typeof ZGuestCodeResponse>;

/** POST /guest-review/decision: an approver guest's decision, with the mailed code. */
export const ZGuestDecisionRequest = z.object({
  decision: z.enum(['approve', 'revise']),
  notes: boundedString(5000).trim().optional(),
  code: boundedString(20)
    .trim()
    .regex(/^\d{6}$/, 'Type the 6 digits from the e-mail.'),
});
export type TGuestDecisionRequest = z.input<typeof ZGuestDecisionRequest>;

/** "o•••@example.com": enough to recognise one's address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
