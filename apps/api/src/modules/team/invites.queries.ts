import { and, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  memberships,
  type NewTeamInviteRow,
  type TeamInviteRow,
  teamInvites,
  teams,
  users,
} from '../../db/schema/index.ts';

/** Not accepted, not revoked, not expired. */
const isPending = (now: Date) =>
  and(
    isNull(teamInvites.acceptedAt),
    isNull(teamInvites.revokedAt),
    gt(teamInvites.expiresAt, now),
  );

/** Pending invites of a team, newest first. */
export function findPendingInvites(db: Db, teamId: number, now: Date): Promise<TeamInviteRow[]> {
  return db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), isPending(now)))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}

/** Of these addresses, the ones that already belong to a member of the team. */
export async function findMemberEmails(
  db: Db,
  options: { teamId: number; emails: string[] },
): Promise<string[]> {
  if (options.emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, options.teamId), inArray(users.email, options.emails)));
  return rows.map((row) => row.email);
}

/**
 * Stores new invites in one transaction. An emailed invite replaces the pending one of the same
 * address in the same team: the older one is revoked, so only the newest link works.
 */
export function createInvites(
  db: Db,
  options: { rows: NewTeamInviteRow[]; now: Date },
): Promise<TeamInviteRow[]> {
  const { rows, now } = options;
  return db.transaction(async (tx) => {
    const created: TeamInviteRow[] = [];
    for (const row of rows) {
      if (row.email) {
        await tx
          .update(teamInvites)
          .set({ revokedAt: now })
          .where(
            and(
              eq(teamInvites.teamId, row.teamId),
              eq(teamInvites.email, row.email),
              isPending(now),
            ),
          );
      }
      const [invite] = await tx.insert(teamInvites).values(row).returning();
      if (!invite) throw new Error('Inserting an invite returned no row');
      created.push(invite);
    }
    return created;
  });
}

/**
 * The team's pending link-only invites giving exactly this role and these permissions that stay
 * valid at least until `validUntil`, longest-lived first.
 */
export function findLiveInviteLinks(
  db: Db,
  options: {
    teamId: number;
    grant: Pick<TeamInviteRow, 'role' | 'manageCredits' | 'seeCreditBalance'>;
    now: Date;
    validUntil: Date;
  },
): Promise<TeamInviteRow[]> {
  const { grant } = options;
  return db
    .select()
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.teamId, options.teamId),
        isNull(teamInvites.email),
        eq(teamInvites.role, grant.role),
        eq(teamInvites.manageCredits, grant.manageCredits),
        eq(teamInvites.seeCreditBalance, grant.seeCreditBalance),
        isPending(options.now),
        gte(teamInvites.expiresAt, options.validUntil),
      ),
    )
    .orderBy(desc(teamInvites.expiresAt), desc(teamInvites.id))
    .limit(5);
}

/** Stores a link-only invite; null when its token hash exists already (a simultaneous twin). */
export async function insertInviteLink(
  db: Db,
  row: NewTeamInviteRow,
): Promise<TeamInviteRow | null> {
  const [invite] = await db
    .insert(teamInvites)
    .values(row)
    .onConflictDoNothing({ target: teamInvites.tokenHash })
    .returning();
  return invite ?? null;
}

/** A pending invite of this team, or null (missing, used, revoked, expired, another team's). */
export async function getPendingInvite(
  db: Db,
  options: { teamId: number; inviteId: number; now: Date },
): Promise<TeamInviteRow | null> {
  const [row] = await db
    .select()
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.id, options.inviteId),
        eq(teamInvites.teamId, options.teamId),
        isPending(options.now),
      ),
    );
  return row ?? null;
}

/** Revokes a pending invite of this team; false when there is none with that id. */
export async function revokeInvite(
  db: Db,
  options: { teamId: number; inviteId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(teamInvites)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(teamInvites.id, options.inviteId),
        eq(teamInvites.teamId, options.teamId),
        isPending(options.now),
      ),
    )
    .returning({ id: teamInvites.id });
  return rows.length > 0;
}

/** The pending invite of a token hash, with its team's name and the inviter's name. */
export async function getPendingInviteByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invite: teamInvites, teamName: teams.name, inviterName: users.name })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .leftJoin(users, eq(users.id, teamInvites.invitedByUserId))
    .where(and(eq(teamInvites.tokenHash, tokenHash), isPending(now)));
  return row ?? null;
}

/**
 * Uses an invite up, in one statement: of two concurrent accepts only one gets the row.
 * Null when it is no longer pending.
 */
export async function markInviteAccepted(
  db: Db,
  options: { inviteId: number; userId: number; now: Date },
): Promise<TeamInviteRow | null> {
  const [row] = await db
    .update(teamInvites)
    .set({ acceptedAt: options.now, acceptedByUserId: options.userId })
    .where(and(eq(teamInvites.id, options.inviteId), isPending(options.now)))
    .returning();
  return row ?? null;
}
