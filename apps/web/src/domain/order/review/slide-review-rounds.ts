import type { TOrderDelivery, TSlidePreview } from '@deckhand/contract';

/** The delivery rounds that have previews, newest first: the review studio's versions. */
export const findPreviewedRounds = (deliveries: readonly TOrderDelivery[]): TOrderDelivery[] =>
  deliveries.filter((delivery) => delivery.previews.length > 0).sort((a, b) => b.round - a.round);

/** Whether any delivered file has a preview (made, being made, or missing with a reason). */
export const hasSlidePreviews = (deliveries: readonly TOrderDelivery[]): boolean =>
  deliveries.some((delivery) => delivery.previews.length > 0);

/**
 * The rendered versions of one file, newest first, for comparing: in each round the file of that
 * name, or the round's only rendered file.
 */
export function findComparableVersions(
  rounds: readonly TOrderDelivery[],
  fileName: string,
): { round: number; preview: TSlidePreview }[] {
  return rounds.flatMap((delivery) => {
    const ready = delivery.previews.filter(
      (preview) => preview.status === 'ready' && preview.slides.length > 0,
    );
    const preview =
      ready.find((item) => item.fileName === fileName) ??
      (ready.length === 1 ? ready[0] : undefined);
    return preview ? [{ round: delivery.round, preview }] : [];
  });
}
