import {
  evaluateApproval,
  type TApproverInput,
  type TApproversRequest,
  type TOrderApproval,
  type TOrderApprover,
  type TTeamApprovalDefaults,
} from '@deckhand/contract';

/** Who is named, and how many must approve, as the form edits it: nobody named yet, "all". */
const emptyRequest: TApproversRequest = { approvers: [], rule: 'all', required: null };

/** The viewer's own place among the approvers (null when not named, or nobody is). */
export function findViewerApprover(
  approval: TOrderApproval | null,
  userId: number | null,
): TOrderApprover | null {
  if (!approval || userId === null) return null;
  return approval.approvers.find((approver) => approver.userId === userId) ?? null;
}

/**
 * Whether the viewer asking for changes would end the round under the rule (their standing
 * decision replaced): only then does the request go to the designers, and only then is a round
 * past the included ones paid.
 */
export function wouldReviseEndRound(approval: TOrderApproval, approver: TOrderApprover): boolean {
  const others = approval.approvers.filter((candidate) => candidate.id !== approver.id);
  const count = (decision: 'approve' | 'revise') =>
    others.filter((candidate) => candidate.decision?.decision === decision).length;
  return (
    evaluateApproval({
      rule: approval.rule,
      required: approval.required,
      approvers: approval.approvers.length,
      approvals: count('approve'),
      revisions: count('revise') + 1,
    }) === 'changes'
  );
}

/** The names of those still to decide, as staff read them. */
export function listPendingNames(approval: TOrderApproval): string[] {
  return approval.approvers
    .filter((approver) => approver.decision === null)
    .map((approver) => approver.name);
}

/** An order's approvers as the form starts from them: teammates and guests alike. */
export function toApproversRequest(approval: TOrderApproval | null): TApproversRequest {
  if (!approval) return emptyRequest;
  return {
    approvers: approval.approvers.flatMap(toApproverInput),
    rule: approval.rule,
    required: approval.required,
  };
}

/** Who an approver is, as a request names them (none for a row that names nobody). */
function toApproverInput(approver: TOrderApprover): TApproverInput[] {
  if (approver.kind === 'member' && approver.userId !== null) {
    return [{ kind: 'member', userId: approver.userId }];
  }
  if (approver.kind === 'guest' && approver.guestId !== null) {
    return [{ kind: 'guest', guestId: approver.guestId }];
  }
  return [];
}

/** The team's default approvers as the form starts from them. */
export function toDefaultsRequest(defaults: TTeamApprovalDefaults): TApproversRequest {
  return {
    approvers: defaults.approvers.map(({ userId }) => ({ kind: 'member', userId })),
    rule: defaults.rule,
    required: defaults.required,
  };
}

/** What the form sends: "how many" only goes with the rule that asks it. */
export function toSentRequest(values: TApproversRequest): TApproversRequest {
  return { ...values, required: values.rule === 'count' ? values.required : null };
}

/** Someone the form may name: a teammate, or a guest invited by e-mail. */
export type TApproverChoice = { userId: number; name: string } | { guestId: number; name: string };

/** The people an order names, for the form's choices before the team has loaded. */
export function listNamedPeople(approval: TOrderApproval | null): TApproverChoice[] {
  return (approval?.approvers ?? []).flatMap((approver): TApproverChoice[] => {
    const [input] = toApproverInput(approver);
    if (!input) return [];
    const { name } = approver;
    return [
      input.kind === 'member' ? { userId: input.userId, name } : { guestId: input.guestId, name },
    ];
  });
}
