import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { definePreparedQuery } from '../../db/prepared-query.ts';
import { customerSettings, memberships, sessions, teams, users } from '../../db/schema/index.ts';
import { accountJson } from './account-json.ts';
import type { ActorAccount } from './actor.ts';

/** What the live-session query reads of a session: kept by an instance's session cache. */
export interface LiveSessionRow {
  sessionId: string;
  userId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  account: ActorAccount;
}

/**
 * The live session of a token hash with its user, first membership, that membership's team and
 * the user's settings (the account of the current user, as one JSON column), with placeholders
 * `tokenHash` and `now`. Exported unprepared for bench/prepared-query.bench.ts.
 */
export const buildLiveSessionQuery = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      account: accountJson(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .leftJoin(customerSettings, eq(customerSettings.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1);

/** buildLiveSessionQuery as one prepared statement per database (every signed-in request runs it). */
const findLiveSession = definePreparedQuery('find_live_session', (db, name) =>
  buildLiveSessionQuery(db).prepare(name),
);

/** The row of a token hash's session if not ended nor expired at `now` (idleness is the caller's). */
export async function readLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveSessionRow | null> {
  const [row] = await findLiveSession(db).execute({ tokenHash, now });
  return row ?? null;
}
