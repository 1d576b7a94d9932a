import { approvalMessages, orderReviewRules, type TApprovalDecision } from '@deckhand/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderApprovalDecisions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { moveToRevision } from '../extras/order-extras.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { assertRevisionSaysWhat } from '../pins/pin-requests.ts';
import { type Approver, approveOrder } from '../review/approve-order.ts';
import { paymentRequired, requestExtraRound } from '../review/request-extra-round.ts';
import { notInReview, type ReviewOptions, type ReviewOutcome } from '../review/review-outcome.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';
import { lockOrderForApproval } from './approval-lock.ts';
import { approvalOutcome } from './approval-view.ts';
import { type ApprovalSet, type ApproverState, loadApprovalSet } from './approvals.queries.ts';

/** The set as it would be with `approverId`'s decision in it. */
function withDecision(set: ApprovalSet, approverId: number, decision: TApprovalDecision) {
  return {
    ...set,
    approvers: set.approvers.map((approver) =>
      approver.id === approverId
        ? { ...approver, decision: { decision, at: new Date(), notes: null } }
        : approver,
    ),
  };
}

/** The revision's words: each approver's who asked for changes (named when several did). */
function combinedNotes(set: ApprovalSet): string {
  const revisers = set.approvers.filter(
    (approver) => approver.decision?.decision === 'revise' && approver.decision.notes,
  );
  if (revisers.length === 1) return revisers[0]?.decision?.notes ?? '';
  return revisers.map((approver) => `${approver.name}: ${approver.decision?.notes}`).join('\n\n');
}

/** In the caller's transaction: the approver's decision replaces their standing one. */
async function recordDecision(
  tx: Db,
  decision: { orderId: number; approverId: number; round: number; now: Date } & {
    decision: TApprovalDecision;
    notes: string | null;
  },
) {
  await tx
    .update(orderApprovalDecisions)
    .set({ withdrawnAt: decision.now })
    .where(
      and(
        eq(orderApprovalDecisions.approverId, decision.approverId),
        eq(orderApprovalDecisions.round, decision.round),
        isNull(orderApprovalDecisions.withdrawnAt),
      ),
    );
  await tx.insert(orderApprovalDecisions).values({
    orderId: decision.orderId,
    approverId: decision.approverId,
    round: decision.round,
    decision: decision.decision,
    notes: decision.notes,
    decidedAt: decision.now,
  });
}

/** One approver's decision as it is recorded: who, what, and who the trail names. */
export type ApproverDecision = {
  order: OrderRow;
  me: ApproverState;
  decision: TApprovalDecision;
  notes: string | null;
  /** The trail's actor: the member, or the guest approver. */
  actor: Approver;
  /** The decision ends the round with a revision past the included ones (a paid round). */
  paidRound: boolean;
};

/** Whether `me` asking for changes would end the round with a paid revision. */
export function wouldStartPaidRound(order: OrderRow, set: ApprovalSet, me: ApproverState) {
  return (
    order.revisionsUsed >= orderReviewRules.includedRevisionRounds &&
    approvalOutcome(withDecision(set, me.id, 'revise')) === 'changes'
  );
}

/**
 * Under the order's row lock: the decision replaces the approver's standing one, then the rule is
 * checked. Approved once met; sent to revision (with every reviser's notes) once it can no longer
 * be met, unless the round is paid: then `notes` come back for the paid request.
 */
export async function settleApproverDecision(db: Db, input: ApproverDecision) {
  const { order, me } = input;
  const round = order.revisionsUsed + 1;
  const now = new Date();
  const actor: ReviewActor =
    typeof input.actor === 'number' ? { kind: 'customer', userId: input.actor } : input.actor;
  const userId = typeof input.actor === 'number' ? input.actor : null;
  return db.transaction(async (tx) => {
    const locked = await lockOrderForApproval(tx, order.id);
    if (locked?.status !== 'delivered' || locked.revisionsUsed !== order.revisionsUsed) {
      throw notInReview();
    }
    await recordDecision(tx, {
      orderId: order.id,
      approverId: me.id,
      round,
      decision: input.decision,
      notes: input.notes || null,
      now,
    });
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'decisionRecorded',
      actor,
      round,
      details: { decision: input.decision, approver: me.id },
      now,
    });
    const latest = await loadApprovalSet(tx, order.id, round);
    const outcome = latest ? approvalOutcome(latest) : 'pending';
    if (outcome === 'approved') return { moved: await approveOrder(tx, order, input.actor) };
    if (outcome !== 'changes' || !latest) return { moved: null };
    if (input.paidRound) return { moved: null, notes: combinedNotes(latest) };
    const moved = await moveToRevision(tx, {
      orderId: order.id,
      round,
      notes: combinedNotes(latest),
      userId,
      actor,
    });
    return { moved };
  });
}

/**
 * A named member's answer to the version under review: recorded as their decision (a later one
 * replaces it); the order is approved once the rule is met, and goes to revision once it can no
 * longer be met, with every reviser's notes. A round past the included ones is paid by the
 * approver whose decision sends it (their payment is asked before anything is recorded).
 */
export async function decideAsApprover(
  db: Db,
  options: ReviewOptions,
  set: ApprovalSet,
): Promise<ReviewOutcome> {
  const { order, review, payer } = options;
  const me = set.approvers.find((approver) => approver.userId === payer.userId);
  if (!me) throw new AppError('FORBIDDEN', approvalMessages.notAnApprover);
  const notes = review.decision === 'revise' ? review.notes : null;
  if (review.decision === 'revise') await assertRevisionSaysWhat(db, order.id, review.notes);
  const paidRound = review.decision === 'revise' && wouldStartPaidRound(order, set, me);
  if (paidRound && !review.payment) throw paymentRequired();
  const result = await settleApproverDecision(db, {
    order,
    me,
    decision: review.decision,
    notes,
    actor: payer.userId,
    paidRound,
  });
  if (result.moved) return { ...result.moved, payment: null };
  if (result.notes !== undefined && review.decision === 'revise') {
    return requestExtraRound(db, { ...options, review: { ...review, notes: result.notes } });
  }
  const latest = await getOrderById(db, order.id);
  if (!latest) throw notInReview();
  return { order: latest, event: null, payment: null, reviewChanged: true };
}
