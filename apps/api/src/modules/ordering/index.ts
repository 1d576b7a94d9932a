/**
 * Ordering's public entry: the whole order life, from the form and its price to delivery, review,
 * extra rounds, comments, feedback, quotes and the staff's actions. Other modules, the app, seeds
 * and test factories import ordering only here (the boundary check of `npm test` holds it).
 */
export { orderCommentsRoutes } from './comments/order-comments.routes.ts';
export { fulfilExtraPayment } from './extras/fulfil-extra-payment.ts';
export { orderFeedbackRoutes } from './feedback/order-feedback.routes.ts';
export { dayIn } from './order-form/form-components.ts';
export { orderFormsRoutes } from './order-form/order-forms.routes.ts';
export { createReferenceReader, type ReferenceReader } from './order-form/reference-snapshot.ts';
export { fulfilOrderPayment } from './orders/fulfil-order-payment.ts';
export { createOrderEventJobHandler, orderEventJobKind } from './orders/order-event-job.ts';
export { createOrderMailJobHandler, orderMailJobKind } from './orders/order-mail-job.ts';
export { moveOrder, publishOrderEvent } from './orders/order-states.ts';
export { ordersRoutes } from './orders/orders.routes.ts';
export { createPinDigestJobHandler, pinDigestJobKind } from './pins/digest/pin-digest-job.ts';
export { queueSlidePreviews, slidePreviewJobKind } from './previews/queue-slide-previews.ts';
export { publishPreviewEvent } from './previews/slide-preview-events.ts';
export { createSlidePreviewJobHandler } from './previews/slide-preview-job.ts';
export { slidePreviewsRoutes, staffSlidePreviewsRoutes } from './previews/slide-previews.routes.ts';
export { orderQuoteRoutes } from './quotes/order-quote.routes.ts';
export { createOrderNoticeJobHandler, orderNoticeJobKind } from './review/order-notice-mail.ts';
export { orderReviewRoutes } from './review/order-review.routes.ts';
export { lateDeliveryCredit, lateDeliveryReference } from './review/publish-delivery.ts';
export { createAutoApproveJobHandler } from './review/review-jobs.ts';
export { autoApproveJobKind } from './review-clock/clock-jobs.ts';
export { startReviewClock } from './review-clock/review-clock.ts';
export {
  appendReviewEvent,
  type ReviewActor,
  systemActor,
} from './review-log/append-review-event.ts';
export { loadReviewLog } from './review-log/review-log.queries.ts';
export { reviewRoutes } from './review-routes.ts';
export { staffOrdersRoutes } from './staff/staff-orders.routes.ts';
