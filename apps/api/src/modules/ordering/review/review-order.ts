import { orderReviewRules } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { loadApprovalSet } from '../approvals/approvals.queries.ts';
import { decideAsApprover } from '../approvals/approver-decision.ts';
import { moveToRevision } from '../extras/order-extras.ts';
import { assertRevisionSaysWhat } from '../pins/pin-requests.ts';
import { approveOrder } from './approve-order.ts';
import { requestExtraRound } from './request-extra-round.ts';
import { notInReview, type ReviewOptions, type ReviewOutcome } from './review-outcome.ts';

export type { ReviewOutcome } from './review-outcome.ts';

/**
 * The customer's answer to a delivery: approve it, or ask for a revision with notes (the notes
 * go on the transition, so staff and the timeline read them). includedRevisionRounds are free;
 * each later round is paid as it is asked for (extraRoundPrice), with credits, an invoice or a
 * saved card, by the people who may pay for orders. With named approvers the answer is one
 * approver's decision, and the order moves once their rule is met (approvals/).
 */
export async function reviewOrder(db: Db, options: ReviewOptions): Promise<ReviewOutcome> {
  const { order, review, payer } = options;
  if (order.status !== 'delivered') throw notInReview();
  const approvalSet = await loadApprovalSet(db, order.id, order.revisionsUsed + 1);
  if (approvalSet) return decideAsApprover(db, options, approvalSet);
  if (review.decision === 'revise') await assertRevisionSaysWhat(db, order.id, review.notes);
  if (
    review.decision === 'revise' &&
    order.revisionsUsed >= orderReviewRules.includedRevisionRounds
  ) {
    return requestExtraRound(db, { ...options, review });
  }
  const moved = await db.transaction((tx) =>
    review.decision === 'approve'
      ? approveOrder(tx, order, payer.userId)
      : moveToRevision(tx, {
          orderId: order.id,
          round: order.revisionsUsed + 1,
          notes: review.notes,
          userId: payer.userId,
        }),
  );
  if (!moved) throw notInReview();
  return { ...moved, payment: null };
}
