import {
  accountMessages,
  type TEndSessionsResponse,
  type TSessionsResponse,
  toServerTimestamp,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { endSessionsOfUser } from '../../platform/auth/session-store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findCountryByCode } from '../countries/index.ts';
import { endSessionOfUser, findLiveSessions } from './profile.queries.ts';

/**
 * GET /v1/users/me/sessions: live sessions only (not ended, not expired, used within
 * sessionIdleMs), newest activity first, the caller's flagged, each with where it signed in.
 */
export async function findMySessions(options: {
  db: Db;
  actor: Pick<Actor, 'userId' | 'sessionId'>;
  now?: Date;
}): Promise<TSessionsResponse> {
  const rows = await findLiveSessions(options.db, options.actor.userId, options.now ?? new Date());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: toServerTimestamp(row.createdAt),
      lastSeenAt: toServerTimestamp(row.lastSeenAt),
      deviceId: row.deviceId,
      userAgent: row.userAgent,
      place: findCountryByCode(row.country)?.name ?? null,
      isCurrent: row.id === options.actor.sessionId,
    })),
  };
}

/**
 * DELETE /v1/users/me/sessions/{id}: ends one of the caller's other sessions. The current one
 * ends by logging out (400 with the message saying so); a session that is not the caller's, or
 * no longer live, is 404.
 */
export async function endMySession(options: {
  db: Db;
  actor: Pick<Actor, 'userId' | 'sessionId'>;
  sessionId: string;
  now?: Date;
}): Promise<TEndSessionsResponse> {
  const { db, actor } = options;
  const sessionId = options.sessionId.toLowerCase();
  if (sessionId === actor.sessionId) {
    throw new AppError('BAD_REQUEST', accountMessages.endCurrentSession);
  }
  const now = options.now ?? new Date();
  if (!(await endSessionOfUser(db, { userId: actor.userId, sessionId, now }))) {
    throw new AppError('NOT_FOUND');
  }
  return { ended: 1 };
}

/** POST /v1/users/me/sessions/end-others: ends every session but the current one. */
export async function endMyOtherSessions(options: {
  db: Db;
  actor: Pick<Actor, 'userId' | 'sessionId'>;
}): Promise<TEndSessionsResponse> {
  const ended = await endSessionsOfUser({
    db: options.db,
    userId: options.actor.userId,
    exceptSessionId: options.actor.sessionId,
  });
  return { ended };
}
