import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type SessionRow, sessions } from '../../db/schema/index.ts';
import { browserSessionMs, rememberedSessionMs } from './session-cookie.ts';
import { createOpaqueToken, hashToken } from './tokens.ts';

/** last_seen_at is written at most this often per session. */
export const touchIntervalMs = 60_000;

export interface CreateSessionOptions {
  db: Db;
  userId: number;
  remember: boolean;
  deviceId?: string | null;
  userAgent?: string | null;
  now?: Date;
}

/** Starts a session and returns its token, which is only ever stored hashed. */
export async function createSession(options: CreateSessionOptions) {
  const now = options.now ?? new Date();
  const token = createOpaqueToken();
  const lifetime = options.remember ? rememberedSessionMs : browserSessionMs;
  const expiresAt = new Date(now.getTime() + lifetime);
  const [row] = await options.db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: options.userId,
      remember: options.remember,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      deviceId: options.deviceId?.slice(0, 128) ?? null,
      userAgent: options.userAgent?.slice(0, 512) ?? null,
    })
    .returning();
  if (!row) throw new Error('Inserting a session returned no row');
  return { token, session: row };
}

/** Records activity, at most once per touchIntervalMs (the condition is checked in SQL too). */
export async function touchSession(options: {
  db: Db;
  session: Pick<SessionRow, 'id' | 'lastSeenAt'>;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const threshold = new Date(now.getTime() - touchIntervalMs);
  if (options.session.lastSeenAt > threshold) return;
  await options.db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, options.session.id), lt(sessions.lastSeenAt, threshold)));
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
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
