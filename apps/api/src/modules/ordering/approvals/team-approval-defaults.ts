import {
  approvalMessages,
  type TApproversRequest,
  type TTeamApprovalDefaults,
} from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  memberships,
  type OrderRow,
  orderApprovers,
  teamApprovalDefaults,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { appendReviewEvent, systemActor } from '../review-log/append-review-event.ts';
import { approversChangedDetails } from './approvals.service.ts';
import { assertTeamMembers, saveOrderApprovers, splitApprovers } from './save-approvers.ts';

/** The team's default, its approvers limited to who is still on the team. */
export async function getTeamApprovalDefaults(
  db: Db,
  teamId: number,
): Promise<TTeamApprovalDefaults> {
  const [row] = await db
    .select()
    .from(teamApprovalDefaults)
    .where(eq(teamApprovalDefaults.teamId, teamId));
  if (!row || row.approverUserIds.length === 0) {
    return { rule: 'all', required: null, approvers: [] };
  }
  const members = await db
    .select({ userId: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), inArray(memberships.userId, row.approverUserIds)));
  const byId = new Map(members.map((member) => [member.userId, member]));
  const approvers = row.approverUserIds.flatMap((id) => byId.get(id) ?? []);
  const required =
    row.rule === 'count' && row.required ? Math.min(row.required, approvers.length) : null;
  return { rule: row.rule, required, approvers };
}

/** Saves what the team's new orders start with (an empty list: no default approvers). */
export async function saveTeamApprovalDefaults(
  db: Db,
  teamId: number,
  request: TApproversRequest,
): Promise<TTeamApprovalDefaults> {
  const { userIds, guestIds } = splitApprovers(request);
  // A team's default names members only: guests belong to one order.
  if (guestIds.length > 0) {
    throw new AppError('VALIDATION', approvalMessages.notAMember, {
      fieldErrors: { approvers: [approvalMessages.notAMember] },
    });
  }
  await db.transaction(async (tx) => {
    await assertTeamMembers(tx, teamId, userIds);
    const values = {
      rule: request.rule,
      required: request.rule === 'count' ? request.required : null,
      approverUserIds: userIds,
      updatedAt: new Date(),
    };
    await tx
      .insert(teamApprovalDefaults)
      .values({ teamId, ...values })
      .onConflictDoUpdate({ target: teamApprovalDefaults.teamId, set: values });
  });
  return getTeamApprovalDefaults(db, teamId);
}

/**
 * In the first delivery's transaction: an order whose approvers were never set starts with the
 * team's default (recorded in its review log as set by the system).
 */
export async function applyTeamApprovalDefaults(
  tx: Db,
  options: { order: Pick<OrderRow, 'id' | 'teamId'>; round: number; now: Date },
): Promise<void> {
  const { order, now } = options;
  const [named] = await tx
    .select({ id: orderApprovers.id })
    .from(orderApprovers)
    .where(eq(orderApprovers.orderId, order.id))
    .limit(1);
  if (named) return;
  const defaults = await getTeamApprovalDefaults(tx, order.teamId);
  if (defaults.approvers.length === 0) return;
  const request: TApproversRequest = {
    rule: defaults.rule,
    required: defaults.required,
    approvers: defaults.approvers.map((approver) => ({ kind: 'member', userId: approver.userId })),
  };
  await saveOrderApprovers(tx, { orderId: order.id, teamId: order.teamId, request, now });
  await appendReviewEvent(tx, {
    orderId: order.id,
    kind: 'approversChanged',
    actor: systemActor,
    round: options.round,
    details: { ...approversChangedDetails(request), teamDefault: true },
    now,
  });
}
