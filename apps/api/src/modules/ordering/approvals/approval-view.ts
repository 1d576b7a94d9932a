import {
  approvalsNeeded,
  evaluateApproval,
  type TApprovalOutcome,
  type TOrderApproval,
  toServerTimestamp,
} from '@deckhand/contract';
import type { ApprovalSet } from './approvals.queries.ts';

/** Where the round stands under the set's rule. */
export function approvalOutcome(set: ApprovalSet): TApprovalOutcome {
  const decided = (decision: string) =>
    set.approvers.filter((approver) => approver.decision?.decision === decision).length;
  return evaluateApproval({
    rule: set.rule,
    required: set.required,
    approvers: set.approvers.length,
    approvals: decided('approve'),
    revisions: decided('revise'),
  });
}

/** The order page's approval section (never an e-mail address). */
export function toOrderApproval(set: ApprovalSet | null): TOrderApproval | null {
  if (!set) return null;
  const approvedCount = set.approvers.filter((a) => a.decision?.decision === 'approve').length;
  return {
    rule: set.rule,
    required: set.required,
    needed: approvalsNeeded(set.rule, set.required, set.approvers.length),
    approvers: set.approvers.map((approver) => ({
      id: approver.id,
      kind: approver.kind,
      userId: approver.userId,
      guestId: approver.guestId,
      name: approver.name,
      decision: approver.decision
        ? {
            decision: approver.decision.decision,
            at: toServerTimestamp(approver.decision.at),
            notes: approver.decision.notes,
          }
        : null,
    })),
    approvedCount,
    pendingCount: set.approvers.filter((approver) => approver.decision === null).length,
    outcome: approvalOutcome(set),
  };
}
