import { staffOrderMessages, type TPinAnswerInput } from '@deckhand/contract';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import {
  type OrderRow,
  orderDeliveries,
  orders,
  slidePreviews,
  uploadedFiles,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { validatePinAnswers } from '../pins/pin-requests.ts';
import { findOrderTemplate, isCheckedFile } from '../previews/order-template.ts';
import { queueSlidePreviews } from '../previews/queue-slide-previews.ts';

/** A delivery written, either the customer's at once or a draft staff publish later. */
export interface StagedDelivery {
  id: number;
  round: number;
  /** Held back for its brand check until staff publish it. */
  draft: boolean;
  /** The draft it replaced (a fixed deck): its files were taken back. */
  replaced: boolean;
  files: number;
  pinAnswers: readonly TPinAnswerInput[];
}

const uuid = z.uuid();
const notAcceptable = () =>
  new AppError('VALIDATION', staffOrderMessages.filesNotAcceptable, {
    fieldErrors: { fileIds: [staffOrderMessages.filesNotAcceptable] },
  });

/**
 * In the delivery's transaction: the files (complete `deliverable` uploads of this staff user,
 * not delivered before) become a delivery round of an order in progress (or under revision).
 * A PowerPoint delivery of an order with a style template is a draft: only staff see it until
 * they publish it, after its brand check (docs/review.md). Delivering while a draft waits
 * replaces the draft's files (they go back to being the staff member's uploads); its round, and
 * staff's decisions on its findings, stay.
 */
export async function stageDelivery(
  tx: Db,
  options: {
    order: OrderRow;
    staff: { userId: number };
    fileIds: string[];
    note: string | undefined;
    pinAnswers: readonly TPinAnswerInput[];
    now: Date;
  },
): Promise<StagedDelivery> {
  const { order, staff, now } = options;
  const fileIds = [...new Set(options.fileIds)];
  if (!fileIds.every((id) => uuid.safeParse(id).success)) throw notAcceptable();
  // The order's row is locked: a second delivery of the same order waits for this one.
  const [locked] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (locked?.status !== 'inProgress' && locked?.status !== 'revisionRequested') {
    throw new AppError('CONFLICT', staffOrderMessages.moved);
  }
  const files = await tx
    .select({ id: uploadedFiles.id, originalName: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.publicId, fileIds),
        eq(uploadedFiles.tag, 'deliverable'),
        eq(uploadedFiles.status, 'complete'),
        eq(uploadedFiles.userId, staff.userId),
        isNull(uploadedFiles.orderId),
      ),
    )
    .for('update');
  if (files.length === 0 || files.length !== fileIds.length) throw notAcceptable();

  const [waiting] = await tx
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, order.id), isNull(orderDeliveries.publishedAt)))
    .for('update');
  const [last] = await tx
    .select({ round: max(orderDeliveries.round) })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, order.id));
  const round = waiting?.round ?? (last?.round ?? 0) + 1;
  await validatePinAnswers(tx, { orderId: order.id, version: round, answers: options.pinAnswers });

  const draft =
    waiting !== undefined ||
    (files.some((file) => isCheckedFile(file.originalName)) &&
      (await findOrderTemplate(tx, order.id)) !== null);
  const values = {
    note: options.note || null,
    staffUserId: staff.userId,
    createdAt: now,
    publishedAt: draft ? null : now,
    pinAnswers: draft ? [...options.pinAnswers] : null,
  };
  let deliveryId: number;
  if (waiting) {
    // A fixed deck: the draft's files and their renders give way to the new ones.
    await tx
      .update(uploadedFiles)
      .set({ orderId: null, teamId: null, deliveryId: null })
      .where(eq(uploadedFiles.deliveryId, waiting.id));
    await tx.delete(slidePreviews).where(eq(slidePreviews.deliveryId, waiting.id));
    await tx.update(orderDeliveries).set(values).where(eq(orderDeliveries.id, waiting.id));
    deliveryId = waiting.id;
  } else {
    const [inserted] = await tx
      .insert(orderDeliveries)
      .values({ orderId: order.id, round, late: false, ...values })
      .returning({ id: orderDeliveries.id });
    if (!inserted) throw new Error('deliveries: the delivery was not written');
    deliveryId = inserted.id;
  }
  await tx
    .update(uploadedFiles)
    // A draft's files are not the team's yet: the customer cannot open them until published.
    .set({ orderId: order.id, teamId: draft ? null : order.teamId, deliveryId })
    .where(
      inArray(
        uploadedFiles.id,
        files.map((file) => file.id),
      ),
    );
  await queueSlidePreviews(tx, { orderId: order.id, deliveryId, files, now });
  return {
    id: deliveryId,
    round,
    draft,
    replaced: waiting !== undefined,
    files: files.length,
    pinAnswers: options.pinAnswers,
  };
}
