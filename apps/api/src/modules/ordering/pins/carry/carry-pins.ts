import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../../db/database.ts';
import {
  orderDeliveries,
  reviewPinPlacements,
  reviewPins,
  slidePreviews,
  uploadedFiles,
} from '../../../../db/schema/index.ts';
import { anchorPin } from '../../../../platform/documents/matching/anchor-pin.ts';
import {
  type CarrySlide,
  matchSlides,
} from '../../../../platform/documents/matching/match-slides.ts';
import { textLikeness } from '../../../../platform/documents/matching/text-likeness.ts';
import { readSlidesToMatch } from '../../previews/slide-previews.queries.ts';

/** Which new file an old one became: the only one, or the one most alike in name. */
function pairOf(
  oldName: string,
  newFiles: readonly { previewId: number; name: string }[],
): number | null {
  if (newFiles.length === 1) return newFiles[0]?.previewId ?? null;
  const stem = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ');
  const ranked = [...newFiles].sort(
    (a, b) => textLikeness(stem(oldName), stem(b.name)) - textLikeness(stem(oldName), stem(a.name)),
  );
  return ranked[0]?.previewId ?? null;
}

/**
 * Carries the order's open pins onto a version's newly rendered file (in the transaction that
 * makes it ready): each pin from its newest confident place on an earlier version of that file,
 * to the matching slide and spot (match-slides.ts, anchor-pin.ts). A pin that cannot be placed
 * with confidence is placed as a guess marked `needsLook`; none is dropped. Resolved pins stay
 * where they were. Running it again changes nothing. Returns how many pins it carried.
 */
export async function carryOpenPins(tx: Db, previewId: number): Promise<number> {
  const [target] = await tx
    .select({
      orderId: slidePreviews.orderId,
      deliveryId: slidePreviews.deliveryId,
      round: orderDeliveries.round,
    })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(eq(slidePreviews.id, previewId));
  if (!target) return 0;
  const placements = await tx
    .select({
      placement: reviewPinPlacements,
      round: orderDeliveries.round,
      fileName: uploadedFiles.originalName,
    })
    .from(reviewPinPlacements)
    .innerJoin(reviewPins, eq(reviewPins.id, reviewPinPlacements.pinId))
    .innerJoin(slidePreviews, eq(slidePreviews.id, reviewPinPlacements.previewId))
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, slidePreviews.fileId))
    .where(
      and(
        eq(reviewPins.orderId, target.orderId),
        eq(reviewPins.status, 'open'),
        lt(orderDeliveries.round, target.round),
      ),
    )
    .orderBy(desc(orderDeliveries.round));
  if (placements.length === 0) return 0;
  const siblings = await tx
    .select({ previewId: slidePreviews.id, name: uploadedFiles.originalName })
    .from(slidePreviews)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, slidePreviews.fileId))
    .where(eq(slidePreviews.deliveryId, target.deliveryId));
  const already = new Set(
    (
      await tx
        .select({ pinId: reviewPinPlacements.pinId })
        .from(reviewPinPlacements)
        .where(eq(reviewPinPlacements.previewId, previewId))
    ).map((row) => row.pinId),
  );

  // Each pin from its newest confident place (rows come newest first); a newer guess on the way
  // keeps the result a guess.
  const sources = new Map<
    number,
    { source: (typeof placements)[number]; isGuessedSince: boolean }
  >();
  const guessed = new Set<number>();
  for (const row of placements) {
    const pinId = row.placement.pinId;
    if (already.has(pinId) || sources.has(pinId)) continue;
    if (row.placement.state === 'needsLook') guessed.add(pinId);
    else sources.set(pinId, { source: row, isGuessedSince: guessed.has(pinId) });
  }
  const wanted = [...sources.values()].filter(
    ({ source }) => pairOf(source.fileName, siblings) === previewId,
  );
  if (wanted.length === 0) return 0;

  const newSlides = await readSlidesToMatch(tx, previewId);
  if (newSlides.length === 0) return 0;
  const slidesByPreview = new Map<number, CarrySlide[]>();
  const matchesByPreview = new Map<number, ReturnType<typeof matchSlides>>();
  const values: (typeof reviewPinPlacements.$inferInsert)[] = [];
  for (const { source, isGuessedSince } of wanted) {
    const from = source.placement;
    let oldSlides = slidesByPreview.get(from.previewId);
    if (!oldSlides) {
      oldSlides = await readSlidesToMatch(tx, from.previewId);
      slidesByPreview.set(from.previewId, oldSlides);
      matchesByPreview.set(from.previewId, matchSlides(oldSlides, newSlides));
    }
    // Its version is not rendered yet: carried when it is (carryPinsAfterRender).
    if (oldSlides.length === 0) continue;
    const match = matchesByPreview.get(from.previewId)?.get(from.position);
    const oldSlide = oldSlides.find((slide) => slide.position === from.position);
    const newSlide =
      newSlides.find((slide) => slide.position === (match?.position ?? 1)) ?? newSlides[0];
    if (!newSlide) continue;
    const anchored =
      oldSlide && match
        ? anchorPin({ x: from.x, y: from.y, w: from.w, h: from.h }, oldSlide, newSlide)
        : { area: { x: from.x, y: from.y, w: from.w, h: from.h }, areaChanged: null };
    const isConfident = !!match?.isConfident && !isGuessedSince;
    values.push({
      pinId: from.pinId,
      previewId,
      position: newSlide.position,
      ...anchored.area,
      state: isConfident ? 'carried' : 'needsLook',
      carriedFromPreviewId: from.previewId,
      carriedFromPosition: from.position,
      areaChanged: anchored.areaChanged,
    });
  }
  if (values.length === 0) return 0;
  await tx.insert(reviewPinPlacements).values(values).onConflictDoNothing();
  return values.length;
}

/**
 * Carries the open pins placed on a file onto each later version's file that is already
 * rendered: after the file renders (versions may finish in any order), and after a pin is made
 * or reopened on an older version while a newer one is already on screen.
 */
export async function carryOntoLaterVersions(tx: Db, previewId: number): Promise<void> {
  const [own] = await tx
    .select({ orderId: slidePreviews.orderId, round: orderDeliveries.round })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(eq(slidePreviews.id, previewId));
  if (!own) return;
  const later = await tx
    .select({ id: slidePreviews.id })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(
      and(
        eq(slidePreviews.orderId, own.orderId),
        eq(slidePreviews.status, 'ready'),
        gt(orderDeliveries.round, own.round),
      ),
    )
    .orderBy(asc(orderDeliveries.round), asc(slidePreviews.id));
  for (const preview of later) await carryOpenPins(tx, preview.id);
}

/** What follows a file's render: the open pins carried onto it, and on from it. */
export async function carryPinsAfterRender(tx: Db, previewId: number): Promise<void> {
  await carryOpenPins(tx, previewId);
  await carryOntoLaterVersions(tx, previewId);
}
