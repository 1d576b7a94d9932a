import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import {
  type ReviewGuestRow,
  reviewGuestSessions,
  reviewGuests,
} from '../../../db/schema/index.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { readGuestToken } from './guest-cookie.ts';

/** One person reviewing through a guest link: their session, their name, and the link. */
export interface GuestViewer {
  sessionId: number;
  name: string;
  guest: ReviewGuestRow;
}

/** A guest's last use is written at most this often. */
const touchIntervalMs = 60_000;
const loading = new WeakMap<FastifyRequest, Promise<GuestViewer | null>>();

/** A link that still opens: not revoked, not expired. */
export const isLiveGuest = (now: Date) =>
  and(isNull(reviewGuests.revokedAt), gt(reviewGuests.expiresAt, now));

/** The guest session behind a cookie token, while its link is live (its use is noted). */
export async function findGuestViewerByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<GuestViewer | null> {
  const [row] = await db
    .select({ session: reviewGuestSessions, guest: reviewGuests })
    .from(reviewGuestSessions)
    .innerJoin(reviewGuests, eq(reviewGuests.id, reviewGuestSessions.guestId))
    .where(and(eq(reviewGuestSessions.tokenHash, hashToken(token)), isLiveGuest(now)));
  if (!row) return null;
  if (row.session.lastSeenAt.getTime() < now.getTime() - touchIntervalMs) {
    await db
      .update(reviewGuestSessions)
      .set({ lastSeenAt: now })
      .where(eq(reviewGuestSessions.id, row.session.id));
    await db.update(reviewGuests).set({ lastSeenAt: now }).where(eq(reviewGuests.id, row.guest.id));
  }
  return { sessionId: row.session.id, name: row.session.name, guest: row.guest };
}

/** The request's guest reviewer (its cookie), read once per request; null without one. */
export function findGuestViewer(request: FastifyRequest): Promise<GuestViewer | null> {
  let viewer = loading.get(request);
  if (!viewer) {
    const db = request.server.actorDb;
    const token = readGuestToken(request);
    viewer = db && token ? findGuestViewerByToken(db, token) : Promise.resolve(null);
    loading.set(request, viewer);
  }
  return viewer;
}
