import type { TSlideCompareSource } from '@/domain/order/review/compare/slide-compare-source';

/**
 * The kit's comparison of the sample deck's two versions (nothing asks the API): version 2 keeps
 * every slide where it was, and on each the kit marks the slide's title as what changed.
 */
export const sampleCompareSource: TSlideCompareSource = {
  key: 'ui-kit',
  pairs: async () => ({
    pairs: Array.from({ length: 12 }, (_, index) => ({
      position: index + 1,
      otherPosition: index + 1,
    })),
    removed: [],
  }),
  changes: async () => ({
    regions: [{ x: 0.05, y: 0.05, w: 0.6, h: 0.14 }],
    changedShare: 0.06,
  }),
};
