import { z } from 'zod';
import { ZServerDate } from './validation.ts';

/**
 * Named approvers (issue "Approval that is fair to the customer", docs/review.md): per order, with
 * a team default, the customer names who must decide on each delivered version and a rule, all of
 * them, any one or k of n. Without named approvers anyone on the team decides, as before.
 */
export const reviewApprovalRules = {
  /** Approvers one order (or the team's default) may name. */
  approversMax: 10,
} as const;

export const approvalRuleKinds = ['all', 'any', 'count'] as const;
export type TApprovalRuleKind = (typeof approvalRuleKinds)[number];

export const approverKinds = ['member', 'guest'] as const;
export type TApproverKind = (typeof approverKinds)[number];

export const approvalDecisions = ['approve', 'revise'] as const;
export type TApprovalDecision = (typeof approvalDecisions)[number];

/** Where a round's decisions stand under the rule. */
export const approvalOutcomes = ['pending', 'approved', 'changes'] as const;
export type TApprovalOutcome = (typeof approvalOutcomes)[number];

export const approvalMessages = {
  heading: 'Approvers',
  intro: 'Choose who must approve each delivered version before the order is final.',
  noneNamed: 'Anyone on your team can approve or ask for a revision.',
  rule: {
    all: (count: number) =>
      count === 1 ? 'This person must approve.' : `All ${count} must approve.`,
    any: (count: number) =>
      count === 1 ? 'This person must approve.' : `Any one of ${count} can approve.`,
    count: (required: number, count: number) => `${required} of ${count} must approve.`,
  },
  ruleLabel: 'Approved when',
  ruleOptions: { all: 'All approve', any: 'Any one approves', count: 'A number approve' },
  requiredLabel: 'How many must approve',
  approversLabel: 'Approvers from your team',
  approversPlaceholder: 'Choose teammates',
  edit: 'Change approvers',
  save: 'Save approvers',
  cancel: 'Cancel',
  saved: 'The approvers are saved.',
  progress: (approved: number, required: number) => `${approved} of ${required} approvals`,
  status: { pending: 'Waiting', approve: 'Approved', revise: 'Asked for changes' },
  you: 'you',
  waitingForApprovers:
    'The named approvers decide on this version. You can follow their answers here.',
  changesPending:
    'The approvers asked for changes, so this version cannot be approved under the rule. An approver who asked for changes sends the revision request.',
  yourDecision: { approve: 'You approved this version.', revise: 'You asked for changes.' },
  withdraw: 'Withdraw my decision',
  withdrawn: 'Your decision is withdrawn.',
  decisionRecorded: 'Your approval is recorded. The order is approved when the rule is met.',
  pendingStaff: (names: string) => `Waiting for: ${names}`,
  teamDefaultHeading: 'Default approvers',
  teamDefaultIntro: 'New orders start with these approvers and rule; each order can change them.',
  teamDefaultSaved: 'The default approvers are saved.',
  // The error catalogue's words for approvals.
  notAnApprover: 'Only the approvers named for this order can decide on this version.',
  notAMember: 'Approvers must be members of your team.',
  duplicateApprover: 'Each approver can be named once.',
  requiredTooHigh: (count: number) =>
    `The number who must approve cannot be more than the ${count} approvers named.`,
  requiredMissing: 'Say how many must approve.',
  noDecision: 'You have no decision on this version to withdraw.',
  closed: 'The approvers of an approved or cancelled order cannot change.',
  mayNotManage:
    'Only the team’s owners and admins, or the person who placed the order, can change its approvers.',
  mayNotManageDefaults: 'Only the team’s owners and admins can change the default approvers.',
  // Words only the web app prints (added by the web work) go below this line.
  progressLabel: 'Approvals',
  listLabel: 'Approvers and their decisions',
  changesRecorded:
    'Your request for changes is recorded. The designers get it once the rule can no longer be met.',
  membersLoadFailed: 'Your team could not be loaded.',
  nothingFound: 'No teammate by that name.',
  approveAsApprover: 'Your approval counts towards the rule: the order is approved once it is met.',
} as const;

/** A team member named as an approver (the only kind a team's default names). */
export const ZMemberApproverInput = z.object({
  kind: z.literal('member'),
  userId: z.number().int().positive().max(2_147_483_647),
});

/** Who an approver is, as the request names them: a team member, or a guest invited by e-mail. */
export const ZApproverInput = z.discriminatedUnion('kind', [
  ZMemberApproverInput,
  z.object({ kind: z.literal('guest'), guestId: z.number().int().positive().max(2_147_483_647) }),
]);
export type TApproverInput = z.infer<typeof ZApproverInput>;

/** One key per approver, whatever the kind ("member:3", "guest:7"): duplicates share it. */
export const approverKeyOf = (approver: TApproverInput) =>
  approver.kind === 'member' ? `member:${approver.userId}` : `guest:${approver.guestId}`;

const ZRuleFields = z.object({
  rule: z.enum(approvalRuleKinds),
  /** k of "k of n"; ignored for the other rules. */
  required: z.number().int().min(1).max(reviewApprovalRules.approversMax).nullable(),
});

/**
 * PUT /orders/{id}/review/approvers and PUT /team/approval-defaults: the whole set at once. An
 * empty list removes the named approvers (anyone on the team decides again).
 */
export const ZApproversRequest = ZRuleFields.extend({
  approvers: z.array(ZApproverInput).max(reviewApprovalRules.approversMax),
}).superRefine((value, context) => {
  const ids = value.approvers.map(approverKeyOf);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({
      code: 'custom',
      path: ['approvers'],
      message: approvalMessages.duplicateApprover,
    });
  }
  if (value.rule !== 'count' || value.approvers.length === 0) return;
  if (value.required === null) {
    context.addIssue({
      code: 'custom',
      path: ['required'],
      message: approvalMessages.requiredMissing,
    });
  } else if (value.required > value.approvers.length) {
    context.addIssue({
      code: 'custom',
      path: ['required'],
      message: approvalMessages.requiredTooHigh(value.approvers.length),
    });
  }
});
export type TApproversRequest = z.infer<typeof ZApproversRequest>;

/** One approver's decision on the version under review. */
export const ZApproverDecision = z.object({
  decision: z.enum(approvalDecisions),
  at: ZServerDate,
  notes: z.string().nullable(),
});

export const ZOrderApprover = z.object({
  id: z.number().int(),
  kind: z.enum(approverKinds),
  /** The team member (null for a guest). */
  userId: z.number().int().nullable(),
  /** The guest reviewer (null for a member). */
  guestId: z.number().int().nullable(),
  name: z.string(),
  /** Their decision on the version under review; null while they have not decided. */
  decision: ZApproverDecision.nullable(),
});
export type TOrderApprover = z.infer<typeof ZOrderApprover>;

/** The order's named approvers, their rule, and where the version under review stands. */
export const ZOrderApproval = ZRuleFields.extend({
  /** Approvals the rule needs now (n for all, 1 for any, k capped at n). */
  needed: z.number().int().nonnegative(),
  approvers: z.array(ZOrderApprover),
  approvedCount: z.number().int().nonnegative(),
  pendingCount: z.number().int().nonnegative(),
  outcome: z.enum(approvalOutcomes),
});
export type TOrderApproval = z.infer<typeof ZOrderApproval>;

/** GET and PUT /team/approval-defaults: what new orders start with (approvers as members). */
export const ZTeamApprovalDefaults = ZRuleFields.extend({
  approvers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
export type TTeamApprovalDefaults = z.infer<typeof ZTeamApprovalDefaults>;

/** Approvals the rule needs from n approvers. */
export function approvalsNeeded(rule: TApprovalRuleKind, required: number | null, count: number) {
  if (count === 0) return 0;
  if (rule === 'all') return count;
  if (rule === 'any') return 1;
  return Math.min(Math.max(required ?? count, 1), count);
}

/**
 * Where a round stands: approved once enough approved; changes once the rule can no longer be met
 * (those who approved plus those still to decide are too few); pending otherwise. Ties resolve
 * for approval: in 2 of 4, two approvals approve whatever the other two said.
 */
export function evaluateApproval(options: {
  rule: TApprovalRuleKind;
  required: number | null;
  approvers: number;
  approvals: number;
  revisions: number;
}): TApprovalOutcome {
  const needed = approvalsNeeded(options.rule, options.required, options.approvers);
  if (options.approvers === 0) return 'pending';
  if (options.approvals >= needed) return 'approved';
  const undecided = options.approvers - options.approvals - options.revisions;
  return options.approvals + undecided < needed ? 'changes' : 'pending';
}

/** The rule in words, as the order page and the staff console print it. */
export function describeApprovalRule(
  approval: Pick<TOrderApproval, 'rule' | 'needed' | 'approvers'>,
) {
  const count = approval.approvers.length;
  if (approval.rule === 'count') return approvalMessages.rule.count(approval.needed, count);
  return approvalMessages.rule[approval.rule](count);
}
