import type { TSlidePreview } from '@deckhand/contract';
import type { ComponentType } from 'react';

/**
 * What a page adds to the review of a ready file (the staff console's brand check): marks drawn
 * over the slide shown large (they take no clicks: pins stay placeable under them), and a panel
 * above the comments that can show another slide.
 */
export type TReviewAddon = {
  SlideMarks?: ComponentType<{ preview: TSlidePreview; position: number }>;
  Panel?: ComponentType<{
    preview: TSlidePreview;
    position: number;
    goToPosition: (position: number) => void;
  }>;
};
