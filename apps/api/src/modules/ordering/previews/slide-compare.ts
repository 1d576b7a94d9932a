import {
  slidePreviewMessages as m,
  type TSlideChangesResponse,
  type TSlidePairsResponse,
} from '@deckhand/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  orderDeliveries,
  previewSlides,
  slideComparisons,
  slidePreviews,
} from '../../../db/schema/index.ts';
import { pairSlides } from '../../../platform/documents/matching/match-slides.ts';
import { findSlideChanges } from '../../../platform/documents/matching/slide-changes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UploadStore } from '../../../platform/storage/upload-store.ts';
import { readSlidesToMatch, slideImageKey } from './slide-previews.queries.ts';

/** Which previews the caller may compare: the customer's versions, and for staff drafts too. */
export interface ComparedPair {
  orderId: number;
  previewId: number;
  otherId: number;
  includeDrafts: boolean;
}

/**
 * Two different rendered previews of the order, or 404 (another order's, and for the customer a
 * draft's, finds nothing).
 */
async function findComparable(db: Db, pair: ComparedPair) {
  const { orderId, previewId, otherId } = pair;
  if (previewId === otherId) {
    throw new AppError('VALIDATION', m.sameVersion, { fieldErrors: { otherId: [m.sameVersion] } });
  }
  const rows = await db
    .select({ id: slidePreviews.id, status: slidePreviews.status, attempt: slidePreviews.attempt })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(
      and(
        eq(slidePreviews.orderId, orderId),
        inArray(slidePreviews.id, [previewId, otherId]),
        pair.includeDrafts ? undefined : isNotNull(orderDeliveries.publishedAt),
      ),
    );
  const preview = rows.find((row) => row.id === previewId);
  const other = rows.find((row) => row.id === otherId);
  if (!preview || !other) throw new AppError('NOT_FOUND', m.notFound);
  if (preview.status !== 'ready' || other.status !== 'ready') {
    throw new AppError('CONFLICT', m.notComparable);
  }
  return { preview, other };
}

/** Each slide of a version with the slide of the other version it was (as carrying pairs them). */
export async function compareSlidePairs(
  db: Db,
  options: ComparedPair,
): Promise<TSlidePairsResponse> {
  await findComparable(db, options);
  return pairSlides(
    await readSlidesToMatch(db, options.otherId),
    await readSlidesToMatch(db, options.previewId),
  );
}

async function readAll(store: UploadStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.openRead(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where a slide differs from a slide of another version: computed from their thumbnails once
 * (pixelmatch, slide-changes.ts) and kept in `slide_comparisons` for every instance; computed again
 * only when either file was rendered again. Safe to ask twice: the second answer is the kept one.
 */
export async function findSlidePairChanges(
  db: Db,
  store: UploadStore,
  options: ComparedPair & { position: number; otherPosition: number },
): Promise<TSlideChangesResponse> {
  const { preview, other } = await findComparable(db, options);
  const attempts = `${preview.attempt}:${other.attempt}`;
  const key = and(
    eq(slideComparisons.previewId, options.previewId),
    eq(slideComparisons.position, options.position),
    eq(slideComparisons.otherPreviewId, options.otherId),
    eq(slideComparisons.otherPosition, options.otherPosition),
  );
  const [kept] = await db.select().from(slideComparisons).where(key);
  if (kept?.attempts === attempts)
    return { regions: kept.regions, changedShare: kept.changedShare };
  const has = async (previewId: number, position: number) =>
    (
      await db
        .select({ position: previewSlides.position })
        .from(previewSlides)
        .where(and(eq(previewSlides.previewId, previewId), eq(previewSlides.position, position)))
    ).length > 0;
  if (
    !(await has(options.previewId, options.position)) ||
    !(await has(options.otherId, options.otherPosition))
  ) {
    throw new AppError('NOT_FOUND', m.slideNotFound);
  }
  const changes = findSlideChanges(
    await readAll(store, slideImageKey(options.otherId, options.otherPosition, 'thumb')),
    await readAll(store, slideImageKey(options.previewId, options.position, 'thumb')),
  );
  const row = { ...changes, attempts };
  await db
    .insert(slideComparisons)
    .values({
      previewId: options.previewId,
      position: options.position,
      otherPreviewId: options.otherId,
      otherPosition: options.otherPosition,
      ...row,
    })
    .onConflictDoUpdate({
      target: [
        slideComparisons.previewId,
        slideComparisons.position,
        slideComparisons.otherPreviewId,
        slideComparisons.otherPosition,
      ],
      set: row,
    });
  return changes;
}
