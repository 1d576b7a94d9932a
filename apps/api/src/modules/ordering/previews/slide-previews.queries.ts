import {
  slidePreviewKindOf,
  type TBrandCheckSummary,
  type TSlideImageSize,
  type TSlidePreview,
  toServerTimestamp,
} from '@deckhand/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  brandChecks,
  orderDeliveries,
  orders,
  type PreviewSlideRow,
  previewSlides,
  type SlidePreviewRow,
  slidePreviews,
  uploadedFiles,
} from '../../../db/schema/index.ts';
import type { CarrySlide } from '../../../platform/documents/matching/match-slides.ts';
import { decodeFingerprint } from '../../../platform/documents/slide-fingerprint.ts';
import { listIntendedKeys, summarizeBrandCheck } from './brand-check-report.ts';

/** Where a slide's image lives in the upload store (beside the delivered file's bytes). */
export const slideImageKey = (previewId: number, position: number, size: TSlideImageSize) =>
  `preview-${previewId}-${position}-${size}`;

/** A preview with what the job and the routes need of its file and order. */
export interface PreviewWithFile {
  preview: SlidePreviewRow;
  file: { publicId: string; originalName: string; storedName: string; sizeBytes: number };
  teamId: number;
  /** Its version is the customer's (not a draft only staff see). */
  published: boolean;
}

/** Queues a preview for each delivered file that has one; returns the new previews' ids. */
export async function insertSlidePreviews(
  tx: Db,
  options: {
    orderId: number;
    deliveryId: number;
    files: { id: number; originalName: string }[];
    now: Date;
  },
): Promise<number[]> {
  const values = options.files.flatMap((file) => {
    const kind = slidePreviewKindOf(file.originalName);
    if (!kind) return [];
    return [
      {
        fileId: file.id,
        orderId: options.orderId,
        deliveryId: options.deliveryId,
        kind,
        createdAt: options.now,
        updatedAt: options.now,
      },
    ];
  });
  if (values.length === 0) return [];
  const rows = await tx.insert(slidePreviews).values(values).returning({ id: slidePreviews.id });
  return rows.map((row) => row.id);
}

export async function findPreviewWithFile(
  db: Db,
  previewId: number,
  orderId?: number,
): Promise<PreviewWithFile | null> {
  const [row] = await db
    .select({
      preview: slidePreviews,
      publicId: uploadedFiles.publicId,
      originalName: uploadedFiles.originalName,
      storedName: uploadedFiles.storedName,
      sizeBytes: uploadedFiles.sizeBytes,
      teamId: orders.teamId,
      publishedAt: orderDeliveries.publishedAt,
    })
    .from(slidePreviews)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, slidePreviews.fileId))
    .innerJoin(orders, eq(orders.id, slidePreviews.orderId))
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(
      orderId === undefined
        ? eq(slidePreviews.id, previewId)
        : and(eq(slidePreviews.id, previewId), eq(slidePreviews.orderId, orderId)),
    );
  if (!row) return null;
  const { preview, teamId, publishedAt, ...file } = row;
  return { preview, file, teamId, published: publishedAt !== null };
}

export type PreviewState = Partial<
  Pick<SlidePreviewRow, 'status' | 'slideCount' | 'slidesDone' | 'failureReason' | 'attempt'>
>;

/**
 * Moves a preview on, only while it is still the given attempt (a retry started meanwhile wins).
 * Returns the row as written, or null when the attempt was superseded.
 */
export async function updatePreview(
  db: Db,
  options: { previewId: number; attempt: number; set: PreviewState; now?: Date },
): Promise<SlidePreviewRow | null> {
  const [row] = await db
    .update(slidePreviews)
    .set({ ...options.set, updatedAt: options.now ?? new Date() })
    .where(and(eq(slidePreviews.id, options.previewId), eq(slidePreviews.attempt, options.attempt)))
    .returning();
  return row ?? null;
}

/**
 * The rendered slides replace the previous attempt's, and the preview is ready, in one step with
 * what must follow (`alsoInTransaction`: the open pins carried onto it).
 */
export async function completePreview(
  db: Db,
  options: {
    previewId: number;
    attempt: number;
    slides: Omit<PreviewSlideRow, 'previewId'>[];
    alsoInTransaction?: (tx: Db) => Promise<unknown>;
  },
): Promise<SlidePreviewRow | null> {
  return db.transaction(async (tx) => {
    const ready = await updatePreview(tx, {
      previewId: options.previewId,
      attempt: options.attempt,
      set: {
        status: 'ready',
        slideCount: options.slides.length,
        slidesDone: options.slides.length,
        failureReason: null,
      },
    });
    if (!ready) return null;
    await tx.delete(previewSlides).where(eq(previewSlides.previewId, options.previewId));
    if (options.slides.length > 0) {
      await tx
        .insert(previewSlides)
        .values(options.slides.map((slide) => ({ ...slide, previewId: options.previewId })));
    }
    await options.alsoInTransaction?.(tx);
    return ready;
  });
}

/** Whether a ready preview has that slide (the image route serves nothing else). */
export async function hasPreviewSlide(
  db: Db,
  previewId: number,
  position: number,
): Promise<boolean> {
  const [row] = await db
    .select({ position: previewSlides.position })
    .from(previewSlides)
    .where(and(eq(previewSlides.previewId, previewId), eq(previewSlides.position, position)));
  return row !== undefined;
}

/** The previews of some deliveries as the order's pages show them, by delivery id. */
export async function listDeliveryPreviews(
  db: Db,
  deliveryIds: number[],
): Promise<Map<number, TSlidePreview[]>> {
  const byDelivery = new Map<number, TSlidePreview[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select({
      preview: slidePreviews,
      fileId: uploadedFiles.publicId,
      fileName: uploadedFiles.originalName,
      check: brandChecks,
    })
    .from(slidePreviews)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, slidePreviews.fileId))
    .leftJoin(brandChecks, eq(brandChecks.previewId, slidePreviews.id))
    .where(inArray(slidePreviews.deliveryId, deliveryIds))
    .orderBy(asc(uploadedFiles.createdAt), asc(slidePreviews.id));
  const ready = rows.filter((row) => row.preview.status === 'ready').map((row) => row.preview.id);
  const slides =
    ready.length === 0
      ? []
      : await db
          .select({
            previewId: previewSlides.previewId,
            position: previewSlides.position,
            width: previewSlides.width,
            height: previewSlides.height,
          })
          .from(previewSlides)
          .where(inArray(previewSlides.previewId, ready))
          .orderBy(asc(previewSlides.previewId), asc(previewSlides.position));
  const intended = await listIntendedKeys(db, deliveryIds);
  for (const { preview, fileId, fileName, check } of rows) {
    const list = byDelivery.get(preview.deliveryId) ?? [];
    const brandCheck = check
      ? summarizeBrandCheck(check, intended.get(preview.deliveryId) ?? new Set())
      : null;
    list.push(toSlidePreview(preview, { fileId, fileName }, slides, brandCheck));
    byDelivery.set(preview.deliveryId, list);
  }
  return byDelivery;
}

export function toSlidePreview(
  preview: SlidePreviewRow,
  file: { fileId: string; fileName: string },
  slides: readonly { previewId: number; position: number; width: number; height: number }[],
  brandCheck: TBrandCheckSummary | null = null,
): TSlidePreview {
  return {
    id: preview.id,
    fileId: file.fileId,
    fileName: file.fileName,
    status: preview.status,
    slideCount: preview.slideCount,
    slidesDone: preview.slidesDone,
    reason: preview.failureReason,
    slides:
      preview.status === 'ready'
        ? slides
            .filter((slide) => slide.previewId === preview.id)
            .map(({ position, width, height }) => ({ position, width, height }))
        : [],
    updatedAt: toServerTimestamp(preview.updatedAt),
    brandCheck,
  };
}

/** A preview's slides as carrying and comparing read them: words, look, id and shapes. */
export async function readSlidesToMatch(db: Db, previewId: number): Promise<CarrySlide[]> {
  const rows = await db
    .select()
    .from(previewSlides)
    .where(eq(previewSlides.previewId, previewId))
    .orderBy(asc(previewSlides.position));
  return rows.map((row) => ({
    position: row.position,
    key: row.slideKey,
    text: row.text,
    fingerprint: decodeFingerprint(row.fingerprint),
    shapes: row.shapes,
  }));
}
