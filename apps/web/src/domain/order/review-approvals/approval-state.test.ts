import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  makeApprover,
  makeGuestApprover,
  makeOrderApproval,
  revisedBy,
} from '@/test/approval-fixtures';
import {
  findViewerApprover,
  listNamedPeople,
  listPendingNames,
  toApproversRequest,
  toSentRequest,
  wouldReviseEndRound,
} from './approval-state';

const ada = makeApprover();
const ben = makeApprover({ userId: 8, name: 'Ben Admin' });
const cleo = makeApprover({ userId: 9, name: 'Cleo Manager' });

describe('where the viewer stands among the approvers', () => {
  it('finds the viewer only when named', () => {
    const approval = makeOrderApproval({ approvers: [ada, ben] });
    expect(findViewerApprover(approval, 7)).toBe(ada);
    expect(findViewerApprover(approval, 9)).toBeNull();
    expect(findViewerApprover(approval, null)).toBeNull();
    expect(findViewerApprover(null, 7)).toBeNull();
  });

  it('knows when a request for changes ends the round (and a paid round is asked for)', () => {
    // "all": one request for changes is enough.
    expect(wouldReviseEndRound(makeOrderApproval({ approvers: [ada, ben, cleo] }), ada)).toBe(true);
    // "any" of three: the other two may still approve.
    const any = makeOrderApproval({ rule: 'any', needed: 1, approvers: [ada, ben, cleo] });
    expect(wouldReviseEndRound(any, ada)).toBe(false);
    // ... unless they both asked for changes already.
    const othersRevised = makeOrderApproval({
      rule: 'any',
      needed: 1,
      approvers: [ada, { ...ben, decision: revisedBy('a') }, { ...cleo, decision: revisedBy('b') }],
    });
    expect(wouldReviseEndRound(othersRevised, ada)).toBe(true);
    // 2 of 3 with one approval and Ada's own approval replaced: Cleo can still make two.
    const twoOfThree = makeOrderApproval({
      rule: 'count',
      required: 2,
      needed: 2,
      approvers: [{ ...ada, decision: approvedBy() }, { ...ben, decision: approvedBy() }, cleo],
    });
    expect(wouldReviseEndRound(twoOfThree, ada)).toBe(false);
  });

  it('names those still to decide, for staff', () => {
    const approval = makeOrderApproval({
      approvers: [ada, { ...ben, decision: approvedBy() }, cleo],
    });
    expect(listPendingNames(approval)).toEqual(['Ada Customer', 'Cleo Manager']);
  });
});

describe('the approvers form’s request', () => {
  it('starts from the order’s approvers, or from nobody under "all"', () => {
    expect(toApproversRequest(null)).toEqual({ approvers: [], rule: 'all', required: null });
    const approval = makeOrderApproval({ rule: 'count', required: 1, approvers: [ada, ben] });
    expect(toApproversRequest(approval)).toEqual({
      approvers: [
        { kind: 'member', userId: 7 },
        { kind: 'member', userId: 8 },
      ],
      rule: 'count',
      required: 1,
    });
  });

  it('keeps a guest named as an approver, by their guest id', () => {
    const approval = makeOrderApproval({ approvers: [ada, makeGuestApprover()] });
    expect(toApproversRequest(approval).approvers).toEqual([
      { kind: 'member', userId: 7 },
      { kind: 'guest', guestId: 31 },
    ]);
    expect(listNamedPeople(approval)).toEqual([
      { userId: 7, name: 'Ada Customer' },
      { guestId: 31, name: 'Gus Guest' },
    ]);
  });

  it('sends "how many" only with the rule that asks it', () => {
    const approvers = [{ kind: 'member' as const, userId: 7 }];
    expect(toSentRequest({ approvers, rule: 'any', required: 1 })).toEqual({
      approvers,
      rule: 'any',
      required: null,
    });
    expect(toSentRequest({ approvers, rule: 'count', required: 1 }).required).toBe(1);
  });
});
