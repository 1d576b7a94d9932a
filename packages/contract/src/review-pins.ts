import { z } from 'zod';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * Comments pinned to a point or an area of a delivered slide (issue "The review studio"). A pin
 * belongs to the order and is placed on a version's slide; its replies are a thread. Points and
 * areas are fractions of the slide (0 = left/top, 1 = right/bottom), so they hold at any size.
 */
export const reviewPinRules = {
  bodyMax: 2000,
  pinsPerOrderMax: 500,
  repliesPerPinMax: 100,
  /** Below this width or height (a fraction of the slide) a dragged area is a point. */
  minAreaSide: 0.02,
} as const;

export const reviewPinStatuses = ['open', 'resolved'] as const;
export type TReviewPinStatus = (typeof reviewPinStatuses)[number];

const fraction = z.number().min(0).max(1);
/** A comment's or reply's text. */
export const ZPinBody = boundedString(reviewPinRules.bodyMax)
  .trim()
  .min(1, 'Write your comment first.');
/** A pin's text as the review's text form sends it (a comment, a reply). */
export const ZPinBodyForm = z.object({ body: ZPinBody });

/** Where a pin sits: a point, or an area when `w` and `h` are given. */
export const ZPinArea = z
  .object({
    x: fraction,
    y: fraction,
    w: fraction.nullable().default(null),
    h: fraction.nullable().default(null),
  })
  .refine((area) => (area.w === null) === (area.h === null), {
    error: 'An area needs both a width and a height.',
    path: ['w'],
  })
  .refine((area) => area.w === null || area.x + area.w <= 1.000001, {
    error: 'The area must stay on the slide.',
    path: ['w'],
  })
  .refine((area) => area.h === null || area.y + area.h <= 1.000001, {
    error: 'The area must stay on the slide.',
    path: ['h'],
  });
export type TPinArea = z.infer<typeof ZPinArea>;

/** POST /orders/{id}/pins: a new pin on a rendered slide. */
export const ZCreateReviewPinRequest = z.object({
  previewId: z.number().int().positive(),
  position: z.number().int().positive(),
  area: ZPinArea,
  body: ZPinBody,
});
export type TCreateReviewPinRequest = z.input<typeof ZCreateReviewPinRequest>;

/** PUT /orders/{id}/pins/{pinId}/placements/{previewId}: where the pin goes on that version. */
export const ZPlaceReviewPinRequest = z.object({
  position: z.number().int().positive(),
  area: ZPinArea,
});
export type TPlaceReviewPinRequest = z.input<typeof ZPlaceReviewPinRequest>;

/** A reply, or an edit of one's own pin or reply. */
export const ZReviewPinTextRequest = z.object({ body: ZPinBody });
export type TReviewPinTextRequest = z.infer<typeof ZReviewPinTextRequest>;

/** POST /orders/{id}/pins/{pinId}/resolution: resolve a pin, or reopen it. */
export const ZReviewPinResolutionRequest = z.object({ resolved: z.boolean() });

/**
 * How a pin came to be where it is on a version: placed by a person, carried from the version
 * before with confidence, or carried as a best guess that needs the customer's look.
 */
export const pinPlacementStates = ['placed', 'carried', 'needsLook'] as const;
export type TPinPlacementState = (typeof pinPlacementStates)[number];

/** One place a pin has on one version: where it was pinned, or where it was carried to. */
export const ZReviewPinPlacement = z.object({
  previewId: z.number().int().positive(),
  /** The delivery round of that preview. */
  round: z.number().int().positive(),
  position: z.number().int().positive(),
  x: fraction,
  y: fraction,
  w: fraction.nullable(),
  h: fraction.nullable(),
  state: z.enum(pinPlacementStates),
  /** Where it was carried from: that version's slide; null when a person placed it. */
  carriedFrom: z
    .object({ round: z.number().int().positive(), position: z.number().int().positive() })
    .nullable(),
  /** Whether the slide under it changed from that version; null when not carried or unknown. */
  areaChanged: z.boolean().nullable(),
});
export type TReviewPinPlacement = z.infer<typeof ZReviewPinPlacement>;

const ZAuthored = z.object({
  authorName: z.string(),
  fromStaff: z.boolean(),
  /** A guest reviewer wrote it (someone outside the team, through a shared link). */
  fromGuest: z.boolean(),
  /** The caller wrote it (only they may edit it). */
  isOwn: z.boolean(),
  body: z.string(),
  at: ZServerDate,
  editedAt: ZServerDate.nullable(),
});

export const ZReviewPinReply = ZAuthored.extend({ id: z.number().int().positive() });
export type TReviewPinReply = z.infer<typeof ZReviewPinReply>;

/** How the designers answered a pin of a revision request, with the version that answers it. */
export const pinAnswerKinds = ['addressed', 'notDone'] as const;
export const ZReviewPinAnswer = z.object({
  kind: z.enum(pinAnswerKinds),
  /** Why it was not done (required then), or what was done. */
  note: z.string().nullable(),
  /** The version (delivery round) that answers it. */
  version: z.number().int().positive(),
  at: ZServerDate,
});
export type TReviewPinAnswer = z.infer<typeof ZReviewPinAnswer>;

export const ZReviewPin = ZAuthored.extend({
  id: z.number().int().positive(),
  /** The version (delivery round) whose revision request sent this pin; null: not sent yet. */
  requestedOnVersion: z.number().int().positive().nullable(),
  answer: ZReviewPinAnswer.nullable(),
  /** Numbered per order from 1, in the order they were pinned: "#3". */
  number: z.number().int().positive(),
  status: z.enum(reviewPinStatuses),
  resolvedAt: ZServerDate.nullable(),
  resolvedBy: z.string().nullable(),
  placements: z.array(ZReviewPinPlacement),
  replies: z.array(ZReviewPinReply),
});
export type TReviewPin = z.infer<typeof ZReviewPin>;

export const ZReviewPinsResponse = z.object({ pins: z.array(ZReviewPin) });
export type TReviewPinsResponse = z.infer<typeof ZReviewPinsResponse>;
export const ZReviewPinResponse = z.object({ pin: ZReviewPin });
export type TReviewPinResponse = z.infer<typeof ZReviewPinResponse>;

/** One answer staff give with a delivery to a pin of the revision request. */
export const ZPinAnswerInput = z.object({
  pinId: z.number().int().positive(),
  kind: z.enum(pinAnswerKinds),
  note: boundedString(reviewPinRules.bodyMax).trim().optional(),
});
export type TPinAnswerInput = z.input<typeof ZPinAnswerInput>;

export const ZReviewPinsChangedEvent = z.object({
  orderId: z.number().int(),
  pinId: z.number().int(),
  /** Who changed it, so their own page does not tell them about it. */
  byStaff: z.boolean(),
});
export type TReviewPinsChangedEvent = z.infer<typeof ZReviewPinsChangedEvent>;

/** The mail that gathers an order's new slide comments and replies (a few minutes' worth). */
export const reviewPinDigestMessages = {
  subject: (orderNumber: string, count: number) =>
    count === 1
      ? `1 new comment on the slides of order ${orderNumber}`
      : `${count} new comments on the slides of order ${orderNumber}`,
  intro: (orderNumber: string) => `Here is what was written on the slides of order ${orderNumber}:`,
  newPin: (number: number, round: number, position: number, author: string) =>
    `#${number} on version ${round}, slide ${position}, by ${author}:`,
  reply: (number: number, author: string) => `Reply to #${number} by ${author}:`,
  action: 'Open the review',
} as const;

export const reviewPinMessages = {
  heading: 'Comments on the slides',
  empty: 'No comments on the slides yet. Click a slide where a change belongs to pin one.',
  emptyResolved: 'No resolved comments.',
  openCount: (count: number) => (count === 1 ? '1 open comment' : `${count} open comments`),
  showResolved: 'Show resolved',
  pinHint:
    'Click the slide where your comment belongs, or drag to mark an area. With the keyboard: focus the slide, move the marker with the arrow keys and press Enter.',
  addComment: 'Comment on this slide',
  cancel: 'Cancel',
  pinLabel: (number: number, position: number) => `Comment #${number} on slide ${position}`,
  onSlide: (position: number) => `Slide ${position}`,
  yourComment: 'Your comment',
  pin: 'Pin comment',
  reply: 'Reply',
  replyLabel: 'Your reply',
  sendReply: 'Send reply',
  edit: 'Edit',
  save: 'Save',
  edited: 'edited',
  resolve: 'Resolve',
  reopen: 'Reopen',
  resolvedBy: (name: string) => `Resolved by ${name}`,
  pinned: 'Comment pinned.',
  resolved: 'Comment resolved.',
  reopened: 'Comment reopened.',
  staff: 'Deckhand',
  notFound: 'This comment was not found.',
  notYours: 'Only its writer can edit a comment.',
  closed: "This order's review is closed, so its slides take no new comments.",
  notReady: 'Comments can be pinned on a rendered slide only.',
  slideNotFound: 'This slide was not found.',
  tooMany: 'This order has reached its limit of comments on the slides.',
  tooManyReplies: 'This comment has reached its limit of replies.',
  requestSummary: (count: number) =>
    count === 1 ? 'See the comment on the slides.' : `See the ${count} comments on the slides.`,
  requestIncludes: (count: number) =>
    count === 1
      ? 'Your open comment on the slides is sent with the request.'
      : `Your ${count} open comments on the slides are sent with the request.`,
  toDoHeading: 'Comments to answer with this delivery',
  answersMissing: 'Answer every comment of the revision request: addressed, or why not.',
  whyNotDone: 'Say why this was not done.',
  answerNames: { addressed: 'Addressed', notDone: 'Not done' } as Record<string, string>,
  answeredIn: (kind: 'addressed' | 'notDone', version: number) =>
    kind === 'addressed' ? `Addressed in version ${version}` : `Not done in version ${version}`,
  requested: 'In the revision request',
  carriedFrom: (round: number, position: number) =>
    `Carried from version ${round}, slide ${position}`,
  areaChanged: 'the area changed',
  areaUnchanged: 'unchanged',
  needsLookHeading: 'Needs a look',
  needsLookIntro:
    'We could not tell for sure where these comments belong on this version. Keep each where we guessed, or move it to the slide you are looking at.',
  needsLookWas: (round: number, position: number) => `Was on version ${round}, slide ${position}.`,
  needsLookGuess: (position: number) => `Our guess: slide ${position}.`,
  keepOnSlide: (position: number) => `Keep on slide ${position}`,
  moveHere: (position: number) => `Move to slide ${position}`,
  placed: 'Comment placed.',
  newPin: (orderNumber: string, author: string) =>
    `${author} commented on a slide of ${orderNumber}.`,
} as const;
