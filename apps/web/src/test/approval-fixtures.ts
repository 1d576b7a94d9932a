import type {
  TCustomerRole,
  TOrderApproval,
  TOrderApprover,
  TOrderResponse,
  TOrderReview,
  TTeamMember,
  TTeamMembersResponse,
} from '@deckhand/contract';
import { makeDeliveredOrder } from './fixtures';

/**
 * The named approvers of the tests: Ada (user 7, makeUser's id), Ben (8) and Cleo (9), as in
 * the team page's fixtures; none has decided unless told.
 */
export function makeApprover(overrides: Partial<TOrderApprover> = {}): TOrderApprover {
  const userId = overrides.userId ?? 7;
  return {
    id: userId + 100,
    kind: 'member',
    userId,
    guestId: null,
    name: 'Ada Customer',
    decision: null,
    ...overrides,
  };
}

/** A guest reviewer named as an approver (guest 31, Gus Guest unless told). */
export function makeGuestApprover(overrides: Partial<TOrderApprover> = {}): TOrderApprover {
  const guestId = overrides.guestId ?? 31;
  return {
    id: guestId + 500,
    kind: 'guest',
    userId: null,
    guestId,
    name: 'Gus Guest',
    decision: null,
    ...overrides,
  };
}

export const approvedBy = (at = '2026-12-02T10:00:00.000000Z') => ({
  decision: 'approve' as const,
  at,
  notes: null,
});

export const revisedBy = (notes: string, at = '2026-12-02T11:00:00.000000Z') => ({
  decision: 'revise' as const,
  at,
  notes,
});

/** Ada, Ben and Cleo under "all" unless told; the counts follow the approvers' decisions. */
export function makeOrderApproval(
  overrides: Partial<Omit<TOrderApproval, 'approvedCount' | 'pendingCount'>> = {},
): TOrderApproval {
  const approvers = overrides.approvers ?? [
    makeApprover(),
    makeApprover({ userId: 8, name: 'Ben Admin' }),
    makeApprover({ userId: 9, name: 'Cleo Manager' }),
  ];
  return {
    rule: 'all',
    required: null,
    needed: approvers.length,
    outcome: 'pending',
    ...overrides,
    approvers,
    approvedCount: approvers.filter((a) => a.decision?.decision === 'approve').length,
    pendingCount: approvers.filter((a) => a.decision === null).length,
  };
}

/** makeDeliveredOrder (order 8, placed by user 12) with these approvers, or nobody named. */
export function makeOrderWithApproval(
  approval: TOrderApproval | null,
  details: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  const base = makeDeliveredOrder();
  const review = { ...(base.details.review as TOrderReview), approval };
  return makeDeliveredOrder({ review, ...details });
}

const teamMember = (userId: number, name: string, role: TCustomerRole): TTeamMember => ({
  id: userId - 6,
  userId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  role,
  manageCredits: false,
  seeCreditBalance: false,
  isCurrentUser: userId === 7,
  joinedAt: '2025-03-07',
});

/** GET /team/members as the approvers' form reads it: Ada (the viewer), Ben and Cleo. */
export const approverTeam: TTeamMembersResponse = {
  members: [
    teamMember(7, 'Ada Customer', 'owner'),
    teamMember(8, 'Ben Admin', 'admin'),
    teamMember(9, 'Cleo Manager', 'manager'),
  ],
  invites: [],
};
