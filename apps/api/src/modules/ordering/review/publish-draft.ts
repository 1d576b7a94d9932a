import { brandPublishMessages, openBrandFindings } from '@deckhand/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  brandChecks,
  type OrderRow,
  orderDeliveries,
  slidePreviews,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MovedOrder } from '../orders/order-states.ts';
import { listIntendedKeys, summarizeBrandCheck } from '../previews/brand-check-report.ts';
import { publishDelivery } from './publish-delivery.ts';

/**
 * Staff publish the order's draft to the customer once its brand check is done and every
 * finding is fixed (a fixed deck replaced the draft's) or marked intended: 409 with what still
 * holds it back otherwise. Then it is delivered as any delivery is (publish-delivery.ts).
 */
export async function publishDraftDelivery(
  db: Db,
  options: { order: OrderRow; staff: { userId: number }; now?: Date },
): Promise<MovedOrder> {
  const { order, staff } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(orderDeliveries)
      .where(and(eq(orderDeliveries.orderId, order.id), isNull(orderDeliveries.publishedAt)))
      .for('update');
    if (!draft) throw new AppError('CONFLICT', brandPublishMessages.noDraft);
    const previews = await tx
      .select({ status: slidePreviews.status, check: brandChecks })
      .from(slidePreviews)
      .leftJoin(brandChecks, eq(brandChecks.previewId, slidePreviews.id))
      .where(eq(slidePreviews.deliveryId, draft.id));
    // A file still rendering, or rendered but not yet checked, is not ready to be seen.
    const checking = previews.some(
      (preview) =>
        preview.status === 'queued' ||
        preview.status === 'rendering' ||
        (preview.status === 'ready' && preview.check === null),
    );
    if (checking) throw new AppError('CONFLICT', brandPublishMessages.stillChecking);
    const intended = (await listIntendedKeys(tx, [draft.id])).get(draft.id) ?? new Set<string>();
    const open = previews.reduce(
      (sum, preview) =>
        sum + (preview.check ? openBrandFindings(summarizeBrandCheck(preview.check, intended)) : 0),
      0,
    );
    if (open > 0) throw new AppError('CONFLICT', brandPublishMessages.openFindings(open));
    return publishDelivery(tx, {
      order,
      delivery: { id: draft.id, round: draft.round, pinAnswers: draft.pinAnswers ?? [] },
      staff,
      note: draft.note,
      now,
      audit: { action: 'order.publish', details: {} },
    });
  });
}
