import { approvalMessages, type TApproversRequest } from '@deckhand/contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { memberships, orderApprovalRules, orderApprovers } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';

const notAMember = () =>
  new AppError('VALIDATION', approvalMessages.notAMember, {
    fieldErrors: { approvers: [approvalMessages.notAMember] },
  });

/** Every named member belongs to the team (422 on the `approvers` field otherwise). */
export async function assertTeamMembers(tx: Db, teamId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const found = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), inArray(memberships.userId, [...userIds])));
  if (found.length !== new Set(userIds).size) throw notAMember();
}

/**
 * In the caller's transaction: the order's approvers become the request's. Approvers no longer
 * named are marked removed (their past decisions stay theirs); new ones are added; kept ones keep
 * their decisions. An empty list removes the rule: anyone on the team decides again.
 */
export async function saveOrderApprovers(
  tx: Db,
  options: { orderId: number; teamId: number; request: TApproversRequest; now: Date },
): Promise<void> {
  const { orderId, request, now } = options;
  const userIds = request.approvers.map((approver) => approver.userId);
  await assertTeamMembers(tx, options.teamId, userIds);
  const stillNamed = and(eq(orderApprovers.orderId, orderId), isNull(orderApprovers.removedAt));
  await tx
    .update(orderApprovers)
    .set({ removedAt: now })
    .where(
      userIds.length === 0
        ? stillNamed
        : and(stillNamed, notInArray(orderApprovers.userId, userIds)),
    );
  if (userIds.length === 0) {
    await tx.delete(orderApprovalRules).where(eq(orderApprovalRules.orderId, orderId));
    return;
  }
  const required = request.rule === 'count' ? request.required : null;
  await tx
    .insert(orderApprovalRules)
    .values({ orderId, rule: request.rule, required, updatedAt: now })
    .onConflictDoUpdate({
      target: orderApprovalRules.orderId,
      set: { rule: request.rule, required, updatedAt: now },
    });
  await tx
    .insert(orderApprovers)
    .values(userIds.map((userId) => ({ orderId, kind: 'member' as const, userId, addedAt: now })))
    .onConflictDoNothing({
      target: [orderApprovers.orderId, orderApprovers.userId],
      where: isNull(orderApprovers.removedAt),
    });
}
