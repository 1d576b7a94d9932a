import {
  canManageOrderApprovers,
  dayMs,
  reviewGuestMessages as m,
  pagePaths,
  reviewGuestRules,
  type TCustomerRole,
  type TInviteGuestRequest,
  type TInviteGuestResponse,
  ZInviteGuestRequest,
} from '@deckhand/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import {
  type OrderRow,
  orderApprovers,
  orderDeliveries,
  reviewGuests,
} from '../../../db/schema/index.ts';
import { createOpaqueToken, hashToken } from '../../../platform/auth/tokens.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type Mailer, sendMailOrLog } from '../../../platform/mail/mailer.ts';
import { lockOrderForApproval } from '../approvals/approval-lock.ts';
import { appendReviewEvent } from '../review-log/append-review-event.ts';
import { createGuestInviteMail } from './guest-mail.ts';
import { isLiveGuest } from './guest-viewer.ts';
import { findOrderGuest, listOrderGuests } from './review-guests.queries.ts';

export type GuestSharer = { userId: number; name: string; role: TCustomerRole | null };

/** Owners, admins and whoever placed the order share it (the same people who name approvers). */
function assertMayShare(order: OrderRow, actor: GuestSharer) {
  if (!canManageOrderApprovers(actor.role, order.createdByUserId === actor.userId)) {
    throw new AppError('FORBIDDEN', m.mayNotShare);
  }
}

/** In the caller's transaction: the order can be shared now (409 otherwise). */
async function assertShareable(tx: Db, order: OrderRow, now: Date) {
  const locked = await lockOrderForApproval(tx, order.id);
  if (!locked || locked.status === 'cancelled') throw new AppError('CONFLICT', m.cancelled);
  const [delivered] = await tx
    .select({ id: orderDeliveries.id })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, order.id), isNotNull(orderDeliveries.publishedAt)))
    .limit(1);
  if (!delivered) throw new AppError('CONFLICT', m.nothingToShare);
  const [active] = await tx
    .select({ total: count() })
    .from(reviewGuests)
    .where(and(eq(reviewGuests.orderId, order.id), isLiveGuest(now)));
  if ((active?.total ?? 0) >= reviewGuestRules.activeGuestsMax) {
    throw new AppError('CONFLICT', m.tooManyGuests(reviewGuestRules.activeGuestsMax));
  }
}

/**
 * Shares the order's review with someone outside the team: a personal invite, mailed (inviting
 * an address again sends it a new link on the same guest, so an approver stays one), or a link
 * to forward, shown once. Only the token's hash is kept; the trail records the guest, not them.
 */
export async function inviteGuest(
  db: Db,
  deps: {
    order: OrderRow;
    actor: GuestSharer;
    request: TInviteGuestRequest;
    origin: string;
    mailer: Mailer;
    log?: FastifyBaseLogger;
    now?: Date;
  },
): Promise<TInviteGuestResponse> {
  const { order, actor } = deps;
  const request = ZInviteGuestRequest.parse(deps.request);
  assertMayShare(order, actor);
  const now = deps.now ?? new Date();
  const token = createOpaqueToken();
  const expiresAt = new Date(now.getTime() + request.expiresInDays * dayMs);
  const email = request.kind === 'email' ? request.email : null;
  const fields = {
    label: request.kind === 'email' ? request.name : request.label,
    tokenHash: hashToken(token),
    canSeePrices: request.canSeePrices,
    expiresAt,
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
  };
  const guestId = await db.transaction(async (tx) => {
    await assertShareable(tx, order, now);
    const [again] = email
      ? await tx
          .update(reviewGuests)
          .set(fields)
          .where(
            and(
              eq(reviewGuests.orderId, order.id),
              eq(reviewGuests.email, email),
              isLiveGuest(now),
            ),
          )
          .returning({ id: reviewGuests.id })
      : [];
    const [row] = again
      ? [again]
      : await tx
          .insert(reviewGuests)
          .values({
            ...fields,
            orderId: order.id,
            kind: request.kind,
            email,
            createdByUserId: actor.userId,
            createdByName: actor.name,
            createdAt: now,
          })
          .returning({ id: reviewGuests.id });
    if (!row) throw new Error('review guests: the guest was not written');
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'guestInvited',
      actor: { kind: 'customer', userId: actor.userId, name: actor.name },
      details: {
        guest: row.id,
        by: request.kind,
        days: request.expiresInDays,
        prices: request.canSeePrices,
      },
      now,
    });
    return row.id;
  });
  const link = `${deps.origin}${pagePaths.guestReview(token)}`;
  if (email) {
    const mail = createGuestInviteMail({
      name: fields.label,
      inviterName: actor.name,
      orderId: order.id,
      link,
      expiresAt,
      timeZone: order.timeZone,
    });
    await sendMailOrLog({
      mailer: deps.mailer,
      message: { to: email, ...mail },
      log: deps.log,
      context: { guestId },
    });
  }
  const guest = (await listOrderGuests(db, order.id, now)).find((item) => item.id === guestId);
  if (!guest) throw new Error('review guests: the guest was not read back');
  return { guest, link: email ? null : link };
}

/**
 * Ends a guest's access at once (every session through their link; their comments stay). A guest
 * still named as an approver is refused (409): the rule must never wait for someone shut out.
 */
export async function revokeGuest(
  db: Db,
  options: { order: OrderRow; actor: GuestSharer; guestId: number; now?: Date },
): Promise<void> {
  const { order, actor } = options;
  assertMayShare(order, actor);
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await lockOrderForApproval(tx, order.id);
    const guest = await findOrderGuest(tx, order.id, options.guestId);
    if (!guest) throw new AppError('NOT_FOUND', m.guestNotFound);
    if (guest.revokedAt) throw new AppError('CONFLICT', m.alreadyRevoked);
    const [approver] = await tx
      .select({ id: orderApprovers.id })
      .from(orderApprovers)
      .where(and(eq(orderApprovers.guestId, guest.id), isNull(orderApprovers.removedAt)));
    if (approver) throw new AppError('CONFLICT', m.revokeApproverFirst);
    await tx.update(reviewGuests).set({ revokedAt: now }).where(eq(reviewGuests.id, guest.id));
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'guestRevoked',
      actor: { kind: 'customer', userId: actor.userId, name: actor.name },
      details: { guest: guest.id },
      now,
    });
  });
}
