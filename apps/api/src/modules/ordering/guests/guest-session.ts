import {
  formatOrderNumber,
  reviewGuestMessages as m,
  type TGuestInvite,
  toServerTimestamp,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { reviewGuestSessions, reviewGuests } from '../../../db/schema/index.ts';
import { sessionTokenPattern } from '../../../platform/auth/session-cookie.ts';
import { createOpaqueToken, hashToken } from '../../../platform/auth/tokens.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { findGuestViewer, type GuestViewer, isLiveGuest } from './guest-viewer.ts';

/** 404 whatever is wrong with a link: unknown, expired or revoked read the same. */
const linkInvalid = () => new AppError('NOT_FOUND', m.linkInvalid);

/** The live guest behind a link's token. */
export async function findGuestByLink(db: Db, token: string, now = new Date()) {
  if (!sessionTokenPattern.test(token)) throw linkInvalid();
  const [row] = await db
    .select({ guest: reviewGuests })
    .from(reviewGuests)
    .where(and(eq(reviewGuests.tokenHash, hashToken(token)), isLiveGuest(now)));
  if (!row) throw linkInvalid();
  return row.guest;
}

/** What the link opens, before the guest gives a name. Reads only: safe for a mail scanner. */
export async function describeGuestInvite(
  db: Db,
  request: FastifyRequest,
  token: string,
): Promise<TGuestInvite> {
  const guest = await findGuestByLink(db, token);
  const current = await findGuestViewer(request);
  return {
    orderNumber: formatOrderNumber(guest.orderId),
    invitedBy: guest.createdByName,
    suggestedName: guest.kind === 'email' ? guest.label : null,
    expiresAt: toServerTimestamp(guest.expiresAt),
    isSignedIn: current?.guest.id === guest.id,
  };
}

/**
 * The guest gives a name and starts reviewing: a session of their own (a forwarded link has one
 * per person), whose token goes in the guest cookie; the database keeps its hash.
 */
export async function startGuestSession(
  db: Db,
  options: { token: string; name: string; now?: Date },
): Promise<{ sessionToken: string; viewer: GuestViewer }> {
  const now = options.now ?? new Date();
  const guest = await findGuestByLink(db, options.token, now);
  const sessionToken = createOpaqueToken();
  const [session] = await db
    .insert(reviewGuestSessions)
    .values({
      guestId: guest.id,
      name: options.name,
      tokenHash: hashToken(sessionToken),
      createdAt: now,
      lastSeenAt: now,
    })
    .returning({ id: reviewGuestSessions.id });
  if (!session) throw new Error('review guests: the session was not written');
  await db.update(reviewGuests).set({ lastSeenAt: now }).where(eq(reviewGuests.id, guest.id));
  return {
    sessionToken,
    viewer: { sessionId: session.id, name: options.name, guest: { ...guest, lastSeenAt: now } },
  };
}
