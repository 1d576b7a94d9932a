import {
  approvalMessages,
  approvalsNeeded,
  canManageOrderApprovers,
  isOrderClosed,
  type TApproversRequest,
  type TCustomerRole,
} from '@deckhand/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderApprovalDecisions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MovedOrder } from '../orders/order-states.ts';
import { approveOrder } from '../review/approve-order.ts';
import { notInReview } from '../review/review-outcome.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';
import { lockOrderForApproval } from './approval-lock.ts';
import { approvalOutcome } from './approval-view.ts';
import { loadApprovalSet } from './approvals.queries.ts';
import { saveOrderApprovers } from './save-approvers.ts';

/** The approversChanged event's facts: how many, which rule, how many must approve. */
export function approversChangedDetails(request: TApproversRequest) {
  const count = request.approvers.length;
  return {
    approvers: count,
    rule: request.rule,
    needed: approvalsNeeded(request.rule, request.required, count),
  };
}

/**
 * Names the order's approvers and rule (owners, admins and whoever placed the order). While a
 * version is under review, a change that meets the rule (an approver still to decide removed)
 * approves the order; the moved order is returned then.
 */
export async function changeOrderApprovers(
  db: Db,
  options: {
    order: OrderRow;
    actor: { userId: number; role: TCustomerRole | null };
    request: TApproversRequest;
  },
): Promise<MovedOrder | null> {
  const { order, actor, request } = options;
  if (!canManageOrderApprovers(actor.role, order.createdByUserId === actor.userId)) {
    throw new AppError('FORBIDDEN', approvalMessages.mayNotManage);
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const locked = await lockOrderForApproval(tx, order.id);
    if (!locked || isOrderClosed(locked.status)) {
      throw new AppError('CONFLICT', approvalMessages.closed);
    }
    await saveOrderApprovers(tx, { orderId: order.id, teamId: order.teamId, request, now });
    const inReview = locked.status === 'delivered';
    const round = locked.revisionsUsed + 1;
    const who: ReviewActor = { kind: 'customer', userId: actor.userId };
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'approversChanged',
      actor: who,
      round: inReview ? round : null,
      details: approversChangedDetails(request),
      now,
    });
    if (!inReview) return null;
    const set = await loadApprovalSet(tx, order.id, round);
    if (!set || approvalOutcome(set) !== 'approved') return null;
    return approveOrder(tx, order, actor.userId);
  });
}

/** An approver takes back their decision on the version under review (before the order moved). */
export async function withdrawDecision(
  db: Db,
  options: { order: OrderRow; userId: number },
): Promise<void> {
  const { order, userId } = options;
  const now = new Date();
  await db.transaction(async (tx) => {
    const locked = await lockOrderForApproval(tx, order.id);
    if (locked?.status !== 'delivered') throw notInReview();
    const round = locked.revisionsUsed + 1;
    const set = await loadApprovalSet(tx, order.id, round);
    const me = set?.approvers.find((approver) => approver.userId === userId);
    if (!me?.decision) throw new AppError('CONFLICT', approvalMessages.noDecision);
    await tx
      .update(orderApprovalDecisions)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(orderApprovalDecisions.approverId, me.id),
          eq(orderApprovalDecisions.round, round),
          isNull(orderApprovalDecisions.withdrawnAt),
        ),
      );
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'decisionWithdrawn',
      actor: { kind: 'customer', userId },
      round,
      details: { approver: me.id },
      now,
    });
  });
}
