import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { definePreparedQuery } from '../../db/prepared-query.ts';
import { type SessionRow, sessions } from '../../db/schema/index.ts';
import { browserSessionMs, idleSince, rememberedSessionMs } from './session-cookie.ts';
import { createOpaqueToken, hashToken } from './tokens.ts';

/** A session is live at `now`: not ended, not expired, and used within sessionIdleMs. */
export const isLiveSession = (now: Date) =>
  and(
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, idleSince(now)),
  );

/** last_seen_at is written at most this often per session. */
export const touchIntervalMs = 60_000;

export interface CreateSessionOptions {
  db: Db;
  userId: number;
  remember: boolean;
  deviceId?: string | null;
  userAgent?: string | null;
  /** Where it signs in from (ISO 3166-1 alpha-2, detectCountryCode), when known. */
  country?: string | null;
  now?: Date;
}

/** Prepared: every sign-in starts a session (unprepared, PGlite plans the insert each time). */
const insertSession = definePreparedQuery('insert_session', (db, name) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      remember: sql.placeholder('remember'),
      expiresAt: sql.placeholder('expiresAt'),
      createdAt: sql.placeholder('now'),
      lastSeenAt: sql.placeholder('now'),
      deviceId: sql.placeholder('deviceId'),
      userAgent: sql.placeholder('userAgent'),
      country: sql.placeholder('country'),
    })
    .returning()
    .prepare(name),
);

/** Starts a session and returns its token, which is only ever stored hashed. */
export async function createSession(options: CreateSessionOptions) {
  const now = options.now ?? new Date();
  const token = createOpaqueToken();
  const lifetime = options.remember ? rememberedSessionMs : browserSessionMs;
  const [row] = await insertSession(options.db).execute({
    tokenHash: hashToken(token),
    userId: options.userId,
    remember: options.remember,
    expiresAt: new Date(now.getTime() + lifetime),
    now,
    deviceId: options.deviceId?.slice(0, 128) ?? null,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
    country: options.country ?? null,
  });
  if (!row) throw new Error('Inserting a session returned no row');
  return { token, session: row };
}

/** Touches being written, per database and session: concurrent requests of a session share one. */
const touching = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Records activity, at most once per touchIntervalMs: requests of a session read its
 * last_seen_at with the session (or an instance's copy of it) and write only when it is older
 * (checked in SQL too, for other instances); requests arriving while that write runs wait for it
 * instead of writing again. True when it wrote, or waited for a write, of `now`'s minute.
 */
export async function touchSession(options: {
  db: Db;
  session: Pick<SessionRow, 'id' | 'lastSeenAt'>;
  now?: Date;
}): Promise<boolean> {
  const { db, session } = options;
  const now = options.now ?? new Date();
  const threshold = new Date(now.getTime() - touchIntervalMs);
  if (session.lastSeenAt > threshold) return false;
  let inFlight = touching.get(db);
  if (!inFlight) {
    inFlight = new Map();
    touching.set(db, inFlight);
  }
  const pending = inFlight.get(session.id);
  if (pending) return pending.then(() => true);
  const writing = (async () => {
    try {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, threshold)));
    } finally {
      inFlight.delete(session.id);
    }
  })();
  inFlight.set(session.id, writing);
  await writing;
  return true;
}

/** Ends the session of a token (logout). Unknown or already ended tokens are a no-op. */
export async function endSessionByToken(options: { db: Db; token: string; now?: Date }) {
  await options.db
    .update(sessions)
    .set({ endedAt: options.now ?? new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(options.token)), isNull(sessions.endedAt)));
}

/**
 * Ends every live session of a user, except `exceptSessionId` when given (password change keeps
 * the session making the request). Returns how many were ended.
 */
export async function endSessionsOfUser(options: {
  db: Db;
  userId: number;
  exceptSessionId?: string | null;
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await options.db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, options.userId),
        isLiveSession(now),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
