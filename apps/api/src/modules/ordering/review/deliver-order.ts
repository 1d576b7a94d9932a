import {
  computePercentShare,
  dayMs,
  formatOrderNumber,
  orderReviewMessages,
  orderReviewRules,
  staffOrderMessages,
  type TPinAnswerInput,
} from '@deckhand/contract';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderDeliveries, uploadedFiles } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { appendCreditEntry } from '../../billing/index.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { answerRequestedPins } from '../pins/pin-requests.ts';
import { queueSlidePreviews } from '../previews/queue-slide-previews.ts';
import { scheduleOrderNotice } from './order-notice-mail.ts';
import { scheduleReviewJobs } from './review-jobs.ts';

/** The late-delivery credit's reference in the ledger: one per order. */
export const lateDeliveryReference = (orderId: number) => `late-delivery:${orderId}`;

/** What the first delivery after the promise credits: a share of the order's total. */
export function lateDeliveryCredit(order: Pick<OrderRow, 'total'>): number {
  return computePercentShare(order.total ?? 0, orderReviewRules.lateDeliveryCreditPercent);
}

const uuid = z.uuid();
const notAcceptable = () =>
  new AppError('VALIDATION', staffOrderMessages.filesNotAcceptable, {
    fieldErrors: { fileIds: [staffOrderMessages.filesNotAcceptable] },
  });

/**
 * Staff deliver files for an order in progress (or under revision): the files (complete
 * `deliverable` uploads of this staff user, not delivered before) join a new delivery round,
 * the order moves to delivered and the customer's review opens for reviewWindowDays, with its
 * reminder mails and automatic approval queued. The first delivery after the promise credits the
 * team through the ledger. All in one transaction, recorded in the audit log.
 */
export async function deliverOrder(
  db: Db,
  options: {
    order: OrderRow;
    staff: { userId: number };
    fileIds: string[];
    note: string | undefined;
    /** Answers to the pins of the revision request (every one of them, when there was one). */
    pinAnswers?: readonly TPinAnswerInput[];
    now?: Date;
  },
): Promise<MovedOrder> {
  const { order, staff } = options;
  const now = options.now ?? new Date();
  const fileIds = [...new Set(options.fileIds)];
  if (!fileIds.every((id) => uuid.safeParse(id).success)) throw notAcceptable();
  return db.transaction(async (tx) => {
    const reviewDueAt = new Date(now.getTime() + orderReviewRules.reviewWindowDays * dayMs);
    // moveOrder locks the order's row: a second delivery of the same order waits, then finds
    // it delivered and is refused.
    const moved = await moveOrder(tx, {
      orderId: order.id,
      from: ['inProgress', 'revisionRequested'],
      to: 'delivered',
      actor: { kind: 'staff', userId: staff.userId },
      note: options.note || undefined,
      now,
      set: { reviewDueAt },
    });
    if (!moved) throw new AppError('CONFLICT', staffOrderMessages.moved);

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
    if (files.length !== fileIds.length) throw notAcceptable();

    const [last] = await tx
      .select({ round: max(orderDeliveries.round) })
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, order.id));
    const round = (last?.round ?? 0) + 1;
    const late = round === 1 && order.promisedDeliveryAt !== null && now > order.promisedDeliveryAt;
    const [delivery] = await tx
      .insert(orderDeliveries)
      .values({
        orderId: order.id,
        round,
        note: options.note || null,
        late,
        staffUserId: staff.userId,
        createdAt: now,
      })
      .returning({ id: orderDeliveries.id });
    if (!delivery) throw new Error('deliveries: the delivery was not written');
    await tx
      .update(uploadedFiles)
      .set({ orderId: order.id, teamId: order.teamId, deliveryId: delivery.id })
      .where(
        inArray(
          uploadedFiles.id,
          files.map((file) => file.id),
        ),
      );

    await queueSlidePreviews(tx, { orderId: order.id, deliveryId: delivery.id, files, now });
    await answerRequestedPins(tx, {
      orderId: order.id,
      version: round,
      answers: options.pinAnswers ?? [],
      now,
    });

    const credit = late ? lateDeliveryCredit(order) : 0;
    if (credit > 0) {
      await appendCreditEntry(tx, {
        teamId: order.teamId,
        kind: 'refund',
        amount: credit,
        reason: orderReviewMessages.lateCreditReason(formatOrderNumber(order.id)),
        reference: lateDeliveryReference(order.id),
        createdAt: now,
      });
    }
    await scheduleReviewJobs(tx, { orderId: order.id, round, reviewDueAt, now });
    await scheduleOrderNotice(tx, { orderId: order.id, notice: 'delivered', key: `${round}` });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'order.deliver',
      teamId: order.teamId,
      orderId: order.id,
      details: { round, files: fileIds.length, late, credit },
    });
    return moved;
  });
}
