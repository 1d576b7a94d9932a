import type { TApprovalDecision, TApprovalRuleKind, TApproverKind } from '@deckhand/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  orderApprovalDecisions,
  orderApprovalRules,
  orderApprovers,
  reviewGuests,
  users,
} from '../../../db/schema/index.ts';

/** One named approver with their standing decision on the round asked about. */
export type ApproverState = {
  id: number;
  kind: TApproverKind;
  userId: number | null;
  guestId: number | null;
  name: string;
  email: string | null;
  decision: { decision: TApprovalDecision; at: Date; notes: string | null } | null;
};

/** An order's rule and its approvers (removed ones left out); null when nobody is named. */
export type ApprovalSet = {
  rule: TApprovalRuleKind;
  required: number | null;
  approvers: ApproverState[];
};

/** The order's approval rule and approvers with their decisions on `round`. */
export async function loadApprovalSet(
  db: Db,
  orderId: number,
  round: number,
): Promise<ApprovalSet | null> {
  const [rule] = await db
    .select({ rule: orderApprovalRules.rule, required: orderApprovalRules.required })
    .from(orderApprovalRules)
    .where(eq(orderApprovalRules.orderId, orderId));
  if (!rule) return null;
  const rows = await db
    .select({
      id: orderApprovers.id,
      kind: orderApprovers.kind,
      userId: orderApprovers.userId,
      guestId: orderApprovers.guestId,
      name: sql<string | null>`coalesce(${users.name}, ${reviewGuests.label})`,
      email: sql<string | null>`coalesce(${users.email}, ${reviewGuests.email})`,
      decision: orderApprovalDecisions.decision,
      decidedAt: orderApprovalDecisions.decidedAt,
      notes: orderApprovalDecisions.notes,
    })
    .from(orderApprovers)
    .leftJoin(users, eq(users.id, orderApprovers.userId))
    .leftJoin(reviewGuests, eq(reviewGuests.id, orderApprovers.guestId))
    .leftJoin(
      orderApprovalDecisions,
      and(
        eq(orderApprovalDecisions.approverId, orderApprovers.id),
        eq(orderApprovalDecisions.round, round),
        isNull(orderApprovalDecisions.withdrawnAt),
      ),
    )
    .where(and(eq(orderApprovers.orderId, orderId), isNull(orderApprovers.removedAt)))
    .orderBy(asc(orderApprovers.id));
  if (rows.length === 0) return null;
  return {
    rule: rule.rule,
    required: rule.required,
    approvers: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      userId: row.userId,
      guestId: row.guestId,
      name: row.name ?? '',
      email: row.email,
      decision:
        row.decision && row.decidedAt
          ? { decision: row.decision, at: row.decidedAt, notes: row.notes }
          : null,
    })),
  };
}

/** The approvers who have not decided on the round yet. */
export const pendingApprovers = (set: ApprovalSet) =>
  set.approvers.filter((approver) => approver.decision === null);
