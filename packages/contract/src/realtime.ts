import { z } from 'zod';
import { boundedString } from './validation.ts';

/**
 * The realtime connection (§7): socket.io at endpoints.realtime.path. A client joins a channel by
 * emitting `subscribe` with { channel }; the acknowledgement says whether it may listen there.
 */
export const realtimeChannelPrefixes = { oauth: 'oauth.', team: 'team.', staff: 'staff.' } as const;

export const realtimeChannels = {
  /** One external sign-in attempt; only the page that started it knows the id. */
  oauth: (id: string) => `${realtimeChannelPrefixes.oauth}${id}`,
  /** Events of one team (orders ...); its members may listen. */
  team: (teamId: number) => `${realtimeChannelPrefixes.team}${teamId}`,
  /**
   * Every order's events for the staff console (new orders, status changes, comments: the same
   * events as the team channels, of all teams); only staff may listen.
   */
  staffOrders: `${realtimeChannelPrefixes.staff}orders`,
};

/**
 * Published on the team's realtime channel (realtimeChannels.team): every status change, and
 * every comment (ZOrderCommentAddedEvent, order-comments.ts). The names are here and the
 * payloads' schemas in orders.ts: the web app's shared code listens on every signed-in page, and
 * with orders.ts it took the order form's, the uploads' and the coupons' contract into every
 * page's first scripts.
 */
export const orderRealtimeEvents = {
  statusChanged: 'order.statusChanged',
  commentAdded: 'order.commentAdded',
  /**
   * The review changed without a status change: its clock paused, resumed or was extended
   * (review-clock.ts), or an approver decided or withdrew, or the approvers changed
   * (review-approvals.ts).
   */
  reviewClockChanged: 'order.reviewClockChanged',
  /** A reminder that the review ends soon, shown in the app as the mail goes out. */
  reviewReminder: 'order.reviewReminder',
} as const;
/**
 * Realtime, on the team's channel too: an order's pins changed (ZReviewPinsChangedEvent,
 * review-pins.ts; the order's pages reload them). Beside the other events' names, which the
 * orders list listens to without the review's contract.
 */
export const reviewPinRealtimeEvents = { changed: 'order.pinsChanged' } as const;
/** Realtime: a preview's rendering moved on (ZSlidePreviewChangedEvent, slide-previews.ts). */
export const slidePreviewRealtimeEvents = { changed: 'order.previewChanged' } as const;

export const ZRealtimeSubscribeRequest = z.object({ channel: boundedString(200).min(1) });
export const ZRealtimeSubscribeAck = z.object({ ok: z.boolean(), message: z.string().optional() });

export type TRealtimeSubscribeRequest = z.infer<typeof ZRealtimeSubscribeRequest>;
export type TRealtimeSubscribeAck = z.infer<typeof ZRealtimeSubscribeAck>;

/**
 * What ZRealtimeSubscribeAck accepts, checked without zod: a page joins its team's channel
 * without loading zod and the schemas (apps/web docs/rendering.md). realtime.test.ts holds the
 * two to the same answers.
 */
export const isRealtimeSubscribeAck = (value: unknown): value is TRealtimeSubscribeAck => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { ok, message } = value as { ok?: unknown; message?: unknown };
  return typeof ok === 'boolean' && (message === undefined || typeof message === 'string');
};
