import { approvalMessages, reviewGuestMessages, type TApproversRequest } from '@deckhand/contract';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  memberships,
  orderApprovalRules,
  orderApprovers,
  reviewGuests,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { isLiveGuest } from '../guests/guest-viewer.ts';

const approversError = (message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: { approvers: [message] } });

/** Every named member belongs to the team (422 on the `approvers` field otherwise). */
export async function assertTeamMembers(tx: Db, teamId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const found = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), inArray(memberships.userId, [...userIds])));
  if (found.length !== new Set(userIds).size) throw approversError(approvalMessages.notAMember);
}

/**
 * Every named guest is one of the order's, invited by e-mail (approving asks for a code sent to
 * them), with a live link (422 on the `approvers` field otherwise).
 */
async function assertApprovableGuests(tx: Db, orderId: number, guestIds: readonly number[]) {
  if (guestIds.length === 0) return;
  const found = await tx
    .select({ id: reviewGuests.id })
    .from(reviewGuests)
    .where(
      and(
        eq(reviewGuests.orderId, orderId),
        eq(reviewGuests.kind, 'email'),
        inArray(reviewGuests.id, [...guestIds]),
        isLiveGuest(new Date()),
      ),
    );
  if (found.length !== new Set(guestIds).size) {
    throw approversError(reviewGuestMessages.notApprovableGuest);
  }
}

/** The members and the guests a request names. */
export function splitApprovers(request: TApproversRequest) {
  return {
    userIds: request.approvers.flatMap((a) => (a.kind === 'member' ? [a.userId] : [])),
    guestIds: request.approvers.flatMap((a) => (a.kind === 'guest' ? [a.guestId] : [])),
  };
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
  const { userIds, guestIds } = splitApprovers(request);
  await assertTeamMembers(tx, options.teamId, userIds);
  await assertApprovableGuests(tx, orderId, guestIds);
  const stillNamed = and(eq(orderApprovers.orderId, orderId), isNull(orderApprovers.removedAt));
  // 0 is never an id: the lists are never empty, so "not in" reads the same for none.
  const notKept = or(
    and(eq(orderApprovers.kind, 'member'), notInArray(orderApprovers.userId, [0, ...userIds])),
    and(eq(orderApprovers.kind, 'guest'), notInArray(orderApprovers.guestId, [0, ...guestIds])),
  );
  await tx.update(orderApprovers).set({ removedAt: now }).where(and(stillNamed, notKept));
  if (request.approvers.length === 0) {
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
  if (userIds.length > 0) {
    await tx
      .insert(orderApprovers)
      .values(userIds.map((userId) => ({ orderId, kind: 'member' as const, userId, addedAt: now })))
      .onConflictDoNothing({
        target: [orderApprovers.orderId, orderApprovers.userId],
        where: isNull(orderApprovers.removedAt),
      });
  }
  if (guestIds.length > 0) {
    await tx
      .insert(orderApprovers)
      .values(
        guestIds.map((guestId) => ({ orderId, kind: 'guest' as const, guestId, addedAt: now })),
      )
      .onConflictDoNothing({
        target: [orderApprovers.orderId, orderApprovers.guestId],
        where: isNull(orderApprovers.removedAt),
      });
  }
}
