import type { TOrderDelivery } from '@deckhand/contract';

/** The delivery rounds that have previews, newest first: the review studio's versions. */
export const findPreviewedRounds = (deliveries: readonly TOrderDelivery[]): TOrderDelivery[] =>
  deliveries.filter((delivery) => delivery.previews.length > 0).sort((a, b) => b.round - a.round);

/** Whether any delivered file has a preview (made, being made, or missing with a reason). */
export const hasSlidePreviews = (deliveries: readonly TOrderDelivery[]): boolean =>
  deliveries.some((delivery) => delivery.previews.length > 0);
