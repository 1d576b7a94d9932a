import { describe, expect, it } from 'vitest';
import {
  approvalMessages,
  approvalsNeeded,
  evaluateApproval,
  type TApprovalRuleKind,
  ZApproversRequest,
} from './review-approvals.ts';

const outcome = (
  rule: TApprovalRuleKind,
  approvers: number,
  approvals: number,
  revisions: number,
  required: number | null = null,
) => evaluateApproval({ rule, required, approvers, approvals, revisions });

describe('the approval rules with 1 to 5 approvers', () => {
  it('"all" needs every approver; one request for changes ends the round', () => {
    for (let n = 1; n <= 5; n += 1) {
      expect(approvalsNeeded('all', null, n)).toBe(n);
      expect(outcome('all', n, n, 0)).toBe('approved');
      expect(outcome('all', n, n - 1, 0)).toBe('pending');
      expect(outcome('all', n, n - 1, 1)).toBe('changes');
    }
  });

  it('"any" needs one approval; changes only once everyone asked for them', () => {
    for (let n = 1; n <= 5; n += 1) {
      expect(outcome('any', n, 1, n - 1)).toBe('approved');
      expect(outcome('any', n, 0, n - 1)).toBe('pending');
      expect(outcome('any', n, 0, n)).toBe('changes');
    }
    expect(outcome('any', 3, 0, 2)).toBe('pending');
  });

  it('"k of n": ties resolve for approval, and k is capped at n', () => {
    expect(outcome('count', 4, 2, 2, 2)).toBe('approved');
    expect(outcome('count', 4, 1, 2, 2)).toBe('pending');
    expect(outcome('count', 4, 1, 3, 2)).toBe('changes');
    expect(outcome('count', 5, 3, 2, 3)).toBe('approved');
    expect(outcome('count', 5, 2, 3, 3)).toBe('changes');
    expect(outcome('count', 5, 2, 2, 3)).toBe('pending');
    // An approver removed after k was set: k of the 2 left.
    expect(approvalsNeeded('count', 3, 2)).toBe(2);
    expect(outcome('count', 2, 2, 0, 3)).toBe('approved');
    expect(outcome('count', 0, 0, 0, 1)).toBe('pending');
  });
});

describe('ZApproversRequest', () => {
  const member = (userId: number) => ({ kind: 'member' as const, userId });

  it('asks for k with "k of n", at most n, and each approver once', () => {
    const issues = (value: unknown) =>
      ZApproversRequest.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ rule: 'count', required: null, approvers: [member(1)] })).toEqual([
      approvalMessages.requiredMissing,
    ]);
    expect(issues({ rule: 'count', required: 3, approvers: [member(1), member(2)] })).toEqual([
      approvalMessages.requiredTooHigh(2),
    ]);
    expect(issues({ rule: 'all', required: null, approvers: [member(1), member(1)] })).toEqual([
      approvalMessages.duplicateApprover,
    ]);
    expect(issues({ rule: 'count', required: null, approvers: [] })).toEqual([]);
    expect(
      issues({
        rule: 'any',
        required: null,
        approvers: Array.from({ length: 11 }, (_, i) => member(i + 1)),
      }),
    ).toHaveLength(1);
  });
});
