import {
  computePercentShare,
  formatOrderNumber,
  orderReviewMessages,
  orderReviewRules,
  staffOrderMessages,
  type TPinAnswerInput,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderDeliveries, uploadedFiles } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { appendCreditEntry } from '../../billing/index.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { applyTeamApprovalDefaults } from '../approvals/team-approval-defaults.ts';
import { type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { answerRequestedPins } from '../pins/pin-requests.ts';
import { startReviewClock } from '../review-clock/review-clock.ts';
import { appendReviewEvent } from '../review-log/append-review-event.ts';
import { scheduleOrderNotice } from './order-notice-mail.ts';

/** The late-delivery credit's reference in the ledger: one per order. */
export const lateDeliveryReference = (orderId: number) => `late-delivery:${orderId}`;

/** What the first delivery after the promise credits: a share of the order's total. */
export function lateDeliveryCredit(order: Pick<OrderRow, 'total'>): number {
  return computePercentShare(order.total ?? 0, orderReviewRules.lateDeliveryCreditPercent);
}

/**
 * In the delivery's transaction: a delivery round becomes the customer's. The order moves to
 * delivered and the review opens for reviewWindowDays with its reminder mails and automatic
 * approval queued; the files become the team's; the revision request's pins get their answers;
 * the first delivery after the promise credits the team through the ledger. Recorded in the
 * audit log as `action` ('order.deliver' at once, 'order.publish' for a draft).
 */
export async function publishDelivery(
  tx: Db,
  options: {
    order: OrderRow;
    delivery: { id: number; round: number; pinAnswers: readonly TPinAnswerInput[] };
    staff: { userId: number };
    note: string | null;
    now: Date;
    audit: { action: 'order.deliver' | 'order.publish'; details: Record<string, unknown> };
  },
): Promise<MovedOrder> {
  const { order, delivery, staff, now } = options;
  const moved = await moveOrder(tx, {
    orderId: order.id,
    from: ['inProgress', 'revisionRequested'],
    to: 'delivered',
    actor: { kind: 'staff', userId: staff.userId },
    note: options.note || undefined,
    now,
  });
  if (!moved) throw new AppError('CONFLICT', staffOrderMessages.moved);

  const { round } = delivery;
  const late = round === 1 && order.promisedDeliveryAt !== null && now > order.promisedDeliveryAt;
  await tx
    .update(orderDeliveries)
    .set({ publishedAt: now, late, pinAnswers: null })
    .where(eq(orderDeliveries.id, delivery.id));
  await tx
    .update(uploadedFiles)
    .set({ teamId: order.teamId })
    .where(eq(uploadedFiles.deliveryId, delivery.id));
  await answerRequestedPins(tx, {
    orderId: order.id,
    version: round,
    answers: delivery.pinAnswers,
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
  await appendReviewEvent(tx, {
    orderId: order.id,
    kind: 'versionDelivered',
    actor: { kind: 'staff', userId: staff.userId },
    round,
    details: { late },
    now,
  });
  if (round === 1) await applyTeamApprovalDefaults(tx, { order, round, now });
  await startReviewClock(tx, { order, round, now });
  await scheduleOrderNotice(tx, { orderId: order.id, notice: 'delivered', key: `${round}` });
  await recordStaffAction(tx, {
    staffUserId: staff.userId,
    action: options.audit.action,
    teamId: order.teamId,
    orderId: order.id,
    details: { round, ...options.audit.details, late, credit },
  });
  return moved;
}
