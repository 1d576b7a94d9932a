import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  orderDeliveries,
  previewSlides,
  slidePreviews,
  uploadedFiles,
} from '../db/schema/index.ts';

/**
 * A delivery round of an order with one delivered deck whose preview is ready (`slides` slides,
 * 1600x900), written straight to the tables: for tests of what is built on rendered slides (pins),
 * which need no real rendering (slide-previews.test.ts covers that).
 */
export async function insertReadyPreview(
  db: Db,
  options: {
    orderId: number;
    teamId: number;
    round?: number;
    slides?: number;
    status?: 'ready' | 'queued';
  },
): Promise<{ previewId: number; deliveryId: number }> {
  const round = options.round ?? 1;
  // A delivered order from the order factory has its first delivery already.
  const [existing] = await db
    .select({ id: orderDeliveries.id })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, options.orderId), eq(orderDeliveries.round, round)));
  const [delivery] = existing
    ? [existing]
    : await db
        .insert(orderDeliveries)
        .values({ orderId: options.orderId, round })
        .returning({ id: orderDeliveries.id });
  if (!delivery) throw new Error('preview factory: no delivery');
  const [file] = await db
    .insert(uploadedFiles)
    .values({
      teamId: options.teamId,
      tag: 'deliverable',
      originalName: `Deck v${round}.pptx`,
      storedName: `test-deck-${options.orderId}-${round}`,
      declaredType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      sizeBytes: 1000,
      status: 'complete',
      orderId: options.orderId,
      deliveryId: delivery.id,
    })
    .returning({ id: uploadedFiles.id });
  if (!file) throw new Error('preview factory: no file');
  const count = options.slides ?? 8;
  const status = options.status ?? 'ready';
  const [preview] = await db
    .insert(slidePreviews)
    .values({
      fileId: file.id,
      orderId: options.orderId,
      deliveryId: delivery.id,
      kind: 'presentation',
      status,
      slideCount: status === 'ready' ? count : null,
      slidesDone: status === 'ready' ? count : 0,
    })
    .returning({ id: slidePreviews.id });
  if (!preview) throw new Error('preview factory: no preview');
  if (status === 'ready') {
    await db.insert(previewSlides).values(
      Array.from({ length: count }, (_, index) => ({
        previewId: preview.id,
        position: index + 1,
        width: 1600,
        height: 900,
        text: `Slide ${index + 1}`,
      })),
    );
  }
  return { previewId: preview.id, deliveryId: delivery.id };
}
