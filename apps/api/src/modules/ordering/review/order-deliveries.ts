import {
  extraRoundPrice,
  orderReviewRules,
  type TLateDeliveryCredit,
  type TOrderDelivery,
  type TOrderReview,
  toServerTimestamp,
} from '@deckhand/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  creditEntries,
  type OrderRow,
  orderDeliveries,
  uploadedFiles,
} from '../../../db/schema/index.ts';
import { toUploadedFile } from '../../uploads/index.ts';
import { listDeliveryPreviews } from '../previews/slide-previews.queries.ts';
import { lateDeliveryReference } from './publish-delivery.ts';

/**
 * An order's deliveries with their files, oldest first: the customer's (published) ones, and
 * for staff (`drafts`) the draft waiting to be published too.
 */
export async function listOrderDeliveries(
  db: Db,
  orderId: number,
  options: { drafts: boolean },
): Promise<TOrderDelivery[]> {
  const deliveries = await db
    .select()
    .from(orderDeliveries)
    .where(
      and(
        eq(orderDeliveries.orderId, orderId),
        options.drafts ? undefined : isNotNull(orderDeliveries.publishedAt),
      ),
    )
    .orderBy(asc(orderDeliveries.round));
  if (deliveries.length === 0) return [];
  const files = await db
    .select()
    .from(uploadedFiles)
    .where(
      inArray(
        uploadedFiles.deliveryId,
        deliveries.map((delivery) => delivery.id),
      ),
    )
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.id));
  const previews = await listDeliveryPreviews(
    db,
    deliveries.map((delivery) => delivery.id),
  );
  return deliveries.map((delivery) => ({
    round: delivery.round,
    note: delivery.note,
    at: toServerTimestamp(delivery.publishedAt ?? delivery.createdAt),
    draft: delivery.publishedAt === null,
    late: delivery.late,
    files: files.filter((file) => file.deliveryId === delivery.id).map(toUploadedFile),
    previews: previews.get(delivery.id) ?? [],
  }));
}

/** Where the review stands; null before the first (published) delivery. */
export function toOrderReview(
  order: OrderRow,
  deliveries: number,
  parts: Pick<TOrderReview, 'clock' | 'reopen' | 'approval'>,
): TOrderReview | null {
  if (deliveries === 0) return null;
  return {
    dueAt: order.reviewDueAt ? toServerTimestamp(order.reviewDueAt) : null,
    clock: parts.clock,
    reopen: parts.reopen,
    approval: parts.approval,
    revisionsUsed: order.revisionsUsed,
    revisionsIncluded: orderReviewRules.includedRevisionRounds,
    extraRoundPrice: extraRoundPrice(order.total),
  };
}

/** The credit a late delivery gave the order's team, if any. */
export async function findLateDeliveryCredit(
  db: Db,
  order: Pick<OrderRow, 'id' | 'teamId'>,
): Promise<TLateDeliveryCredit | null> {
  const [entry] = await db
    .select({ amount: creditEntries.amount, at: creditEntries.createdAt })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.teamId, order.teamId),
        eq(creditEntries.kind, 'refund'),
        eq(creditEntries.reference, lateDeliveryReference(order.id)),
      ),
    );
  return entry ? { amount: entry.amount, at: toServerTimestamp(entry.at) } : null;
}
