import { randomInt } from 'node:crypto';
import {
  reviewGuestMessages as m,
  maskEmail,
  minuteMs,
  reviewGuestRules,
  type TGuestCodeResponse,
  type TGuestDecisionRequest,
  toServerTimestamp,
  ZGuestDecisionRequest,
} from '@deckhand/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, reviewGuests } from '../../../db/schema/index.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { createTooManyAttemptsError } from '../../../platform/http/rate-limit-guard.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { loadApprovalSet } from '../approvals/approvals.queries.ts';
import { settleApproverDecision, wouldStartPaidRound } from '../approvals/approver-decision.ts';
import type { MovedOrder } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { assertRevisionSaysWhat } from '../pins/pin-requests.ts';
import { createGuestCodeMail } from './guest-mail.ts';
import type { GuestViewer } from './guest-viewer.ts';

const codeError = (message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: { code: [message] } });

/** A code's hash is bound to its guest: the same digits hash differently for another. */
const hashCode = (guestId: number, code: string) => hashToken(`${guestId}:${code}`);

/** The order under review and the guest's place among its approvers (403 or 409 otherwise). */
async function findGuestApprover(db: Db, viewer: GuestViewer) {
  const order = await getOrderById(db, viewer.guest.orderId);
  if (order?.status !== 'delivered') throw new AppError('CONFLICT', m.nothingToDecide);
  const set = await loadApprovalSet(db, order.id, order.revisionsUsed + 1);
  const me = set?.approvers.find((approver) => approver.guestId === viewer.guest.id);
  if (!set || !me || !viewer.guest.email) throw new AppError('FORBIDDEN', m.notAnApprover);
  return { order, set, me, email: viewer.guest.email };
}

/**
 * Mails an approver guest a 6-digit code for their decision (valid 10 minutes, 5 wrong tries);
 * a new code replaces the one before. Only its hash is kept.
 */
export async function sendGuestCode(
  db: Db,
  deps: { viewer: GuestViewer; mailer: Mailer; log?: FastifyBaseLogger; now?: Date },
): Promise<TGuestCodeResponse> {
  const { viewer } = deps;
  const { order, email } = await findGuestApprover(db, viewer);
  const now = deps.now ?? new Date();
  const code = String(randomInt(0, 10 ** reviewGuestRules.codeLength)).padStart(
    reviewGuestRules.codeLength,
    '0',
  );
  const expiresAt = new Date(now.getTime() + reviewGuestRules.codeLifetimeMinutes * minuteMs);
  await db
    .update(reviewGuests)
    .set({ codeHash: hashCode(viewer.guest.id, code), codeExpiresAt: expiresAt, codeAttempts: 0 })
    .where(eq(reviewGuests.id, viewer.guest.id));
  const mail = createGuestCodeMail({ name: viewer.name, orderId: order.id, code });
  await deps.mailer.sendMail({ to: email, ...mail });
  return { sentTo: maskEmail(email), expiresAt: toServerTimestamp(expiresAt) };
}

/**
 * Checks the code and uses it up: each try is counted first (in one statement, so parallel
 * guesses count too); the fifth wrong one voids the code (429 until a new one is asked).
 */
async function useCode(db: Db, guestId: number, code: string, now: Date): Promise<void> {
  const [row] = await db
    .update(reviewGuests)
    .set({ codeAttempts: sql`${reviewGuests.codeAttempts} + 1` })
    .where(and(eq(reviewGuests.id, guestId), isNotNull(reviewGuests.codeHash)))
    .returning({
      codeHash: reviewGuests.codeHash,
      expiresAt: reviewGuests.codeExpiresAt,
      attempts: reviewGuests.codeAttempts,
    });
  if (!row?.codeHash || !row.expiresAt) throw codeError(m.codeMissing);
  const max = reviewGuestRules.codeAttemptsMax;
  if (row.attempts > max) throw createTooManyAttemptsError(row.expiresAt.getTime() - now.getTime());
  if (row.expiresAt <= now) throw codeError(m.codeExpired);
  if (row.codeHash !== hashCode(guestId, code)) {
    if (row.attempts >= max) {
      throw createTooManyAttemptsError(row.expiresAt.getTime() - now.getTime());
    }
    throw codeError(m.codeWrong);
  }
  // Used once: of two tries with the right code at once, one takes it.
  const [taken] = await db
    .update(reviewGuests)
    .set({ codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
    .where(and(eq(reviewGuests.id, guestId), eq(reviewGuests.codeHash, row.codeHash)))
    .returning({ id: reviewGuests.id });
  if (!taken) throw codeError(m.codeMissing);
}

/**
 * An approver guest's decision, confirmed with the mailed code: it counts like a member's under
 * the order's rule. A request for changes that would start a paid round is the team's to send.
 */
export async function decideAsGuest(
  db: Db,
  options: { viewer: GuestViewer; request: TGuestDecisionRequest; now?: Date },
): Promise<{ order: OrderRow; moved: MovedOrder | null }> {
  const { viewer } = options;
  const request = ZGuestDecisionRequest.parse(options.request);
  const { order, set, me } = await findGuestApprover(db, viewer);
  const notes = request.decision === 'revise' ? (request.notes ?? '') : null;
  if (notes !== null) await assertRevisionSaysWhat(db, order.id, notes);
  if (notes !== null && wouldStartPaidRound(order, set, me)) {
    throw new AppError('CONFLICT', m.paidRound);
  }
  await useCode(db, viewer.guest.id, request.code, options.now ?? new Date());
  const result = await settleApproverDecision(db, {
    order,
    me,
    decision: request.decision,
    notes,
    actor: { kind: 'guest' as const, userId: null, name: viewer.name },
    paidRound: false,
  });
  return { order, moved: result.moved };
}
