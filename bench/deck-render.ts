import { slidePreviewRules } from '@deckhand/contract';
import { defaultDocumentTools } from '../apps/api/src/platform/documents/document-tools.ts';
import { renderDeck, type SlideImages } from '../apps/api/src/platform/documents/render-deck.ts';

/** A deck rendered as the preview job renders it (its sizes and limits), keeping what `onImages` keeps. */
export function renderLikeTheJob(
  input: string,
  kind: 'pdf' | 'presentation',
  workDir: string,
  onImages: (position: number, images: SlideImages) => Promise<void> = async () => undefined,
) {
  return renderDeck({
    tools: defaultDocumentTools,
    input,
    kind,
    workDir,
    maxPages: slidePreviewRules.maxPages,
    largeWidth: slidePreviewRules.largeWidth,
    mediumWidth: slidePreviewRules.mediumWidth,
    thumbWidth: slidePreviewRules.thumbWidth,
    batch: slidePreviewRules.progressBatch,
    textMax: 10_000,
    onCount: async () => true,
    onImages,
    onProgress: async () => true,
  });
}
