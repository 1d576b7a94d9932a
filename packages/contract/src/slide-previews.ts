import { z } from 'zod';
import { ZBrandCheckSummary } from './brand-check.ts';
import { ZServerDate } from './validation.ts';

/**
 * The review studio's slides (issue "The review studio"): every delivered presentation or PDF is
 * rendered in the background, slide by slide, to a thumbnail and a large image with its text.
 * A preview belongs to one delivered file; customers and staff who may see the order see it.
 */
export const slidePreviewRules = {
  /** A file with more pages than this is not previewed (it stays downloadable). */
  maxPages: 300,
  /**
   * Image widths in pixels: the strip's thumbnails, the slide on a phone (or a small window), and
   * the slide on a wide or dense screen and zoomed. The page lets the browser choose between the
   * last two (`srcset`), so a phone's first slide is a quarter of the large one's bytes.
   */
  thumbWidth: 320,
  mediumWidth: 800,
  largeWidth: 1600,
  /** Slides rendered between two progress updates. */
  progressBatch: 5,
  /** Extensions rendered through LibreOffice first; a PDF is rendered directly. */
  presentationExtensions: ['pptx', 'ppt', 'potx', 'odp', 'key'] as const,
} as const;

export const slideImageSizes = ['thumb', 'medium', 'large'] as const;
export type TSlideImageSize = (typeof slideImageSizes)[number];

export const slidePreviewStatuses = [
  'queued',
  'rendering',
  'ready',
  'failed',
  'unavailable',
] as const;
export type TSlidePreviewStatus = (typeof slidePreviewStatuses)[number];

/** Which files get a preview: a PDF, or a presentation LibreOffice converts. */
export function slidePreviewKindOf(fileName: string): 'pdf' | 'presentation' | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'pdf';
  const presentations: readonly string[] = slidePreviewRules.presentationExtensions;
  return presentations.includes(extension) ? 'presentation' : null;
}

export const ZPreviewSlide = z.object({
  /** 1-based, in the deck's order. */
  position: z.number().int().positive(),
  /** The large image's pixel size (the thumbnail has the same proportions). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TPreviewSlide = z.infer<typeof ZPreviewSlide>;

/** One delivered file's preview: where its rendering stands and, once ready, its slides. */
export const ZSlidePreview = z.object({
  id: z.number().int().positive(),
  /** The delivered file it shows (the upload's public id). */
  fileId: z.uuid(),
  fileName: z.string(),
  status: z.enum(slidePreviewStatuses),
  /** Known once the file was opened; null before. */
  slideCount: z.number().int().nonnegative().nullable(),
  slidesDone: z.number().int().nonnegative(),
  /** Why a failed or unavailable preview is missing, in words for the person reading it. */
  reason: z.string().nullable(),
  slides: z.array(ZPreviewSlide),
  updatedAt: ZServerDate,
  /** The file's brand check in short; null until the render job ran it (or for old files). */
  brandCheck: ZBrandCheckSummary.nullable(),
});
export type TSlidePreview = z.infer<typeof ZSlidePreview>;

export const ZSlidePreviewChangedEvent = z.object({
  orderId: z.number().int(),
  previewId: z.number().int(),
  status: z.enum(slidePreviewStatuses),
  slidesDone: z.number().int().nonnegative(),
  slideCount: z.number().int().nonnegative().nullable(),
});
export type TSlidePreviewChangedEvent = z.infer<typeof ZSlidePreviewChangedEvent>;

export const slidePreviewMessages = {
  queued: 'Preparing the preview…',
  rendering: (done: number, total: number | null) =>
    total === null ? 'Opening the file…' : `Preparing the preview: ${done} of ${total} slides`,
  converterMissing:
    'A preview of this presentation is unavailable: LibreOffice is not installed on the server. The file can still be downloaded.',
  rendererMissing:
    'A preview of this file is unavailable: the PDF renderer (poppler-utils) is not installed on the server. The file can still be downloaded.',
  unreadable: 'This file could not be read to make its preview. It can still be downloaded.',
  encrypted:
    'This PDF is password-protected, so it cannot be previewed. It can still be downloaded.',
  empty: 'This file is empty, so there is nothing to preview.',
  tooManyPages: (max: number) =>
    `This file has more than ${max} pages, too many to preview. It can still be downloaded.`,
  timedOut: 'Making the preview took too long. Staff can try again.',
  notFound: 'This preview was not found.',
  slideNotFound: 'This slide was not found.',
  notRetryable: 'Only a failed or unavailable preview can be tried again.',
  retry: 'Try the preview again',
  retried: 'The preview is being made again.',
  noPreview: 'No preview for this file type; download it to see it.',
  review: 'Review',
  slides: 'Slides',
  slideLabel: (position: number, total: number) => `Slide ${position} of ${total}`,
  previous: 'Previous slide',
  next: 'Next slide',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to screen',
  version: 'Version',
  file: 'File',
  versionLabel: (round: number) => `Version ${round}`,
  keyboardHint: 'Use ← and → to move between slides, Home and End for the first and last.',
  compare: 'Compare versions',
  closeCompare: 'Back to the review',
  compareHeading: 'Compare versions',
  compareFrom: 'Earlier version',
  compareTo: 'Later version',
  sideBySide: 'Side by side',
  wipe: 'Wipe',
  wipeLabel: 'Wipe between the versions',
  showChanges: 'Highlight changes',
  newSlide: 'New in this version',
  wasSlide: (round: number, position: number) => `Was slide ${position} of version ${round}`,
  removedSlides: (round: number, positions: number[]) =>
    `Removed from version ${round}: ${positions.length === 1 ? 'slide' : 'slides'} ${positions.join(', ')}.`,
  changesCount: (count: number) =>
    count === 0 ? 'No visible changes.' : count === 1 ? '1 changed area' : `${count} changed areas`,
  notComparable: 'These two files cannot be compared: choose two rendered versions of the order.',
  sameVersion: 'Choose two different versions to compare.',
} as const;

/** GET …/previews/{previewId}/compare/{otherId}: each slide of a version with its earlier pair. */
export const ZSlidePairsResponse = z.object({
  pairs: z.array(
    z.object({
      position: z.number().int().positive(),
      otherPosition: z.number().int().positive().nullable(),
    }),
  ),
  removed: z.array(z.number().int().positive()),
});
export type TSlidePairsResponse = z.infer<typeof ZSlidePairsResponse>;

/** GET …/slides/{position}/changes/{otherId}/{otherPosition}: where a slide differs from its pair. */
export const ZSlideChangesResponse = z.object({
  regions: z.array(z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
  changedShare: z.number().min(0).max(1),
});
export type TSlideChangesResponse = z.infer<typeof ZSlideChangesResponse>;
