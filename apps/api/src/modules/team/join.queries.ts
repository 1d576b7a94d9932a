import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberships, type TeamInviteRow, type UserRow, users } from '../../db/schema/index.ts';
import { markInviteAccepted } from './invites.queries.ts';

/** Thrown inside a transaction when the invite was used up meanwhile: the whole accept rolls back. */
export class InviteGoneError extends Error {
  override name = 'InviteGoneError';
}

async function joinTeam(tx: Db, invite: TeamInviteRow, userId: number, now: Date) {
  const accepted = await markInviteAccepted(tx, { inviteId: invite.id, userId, now });
  if (!accepted) throw new InviteGoneError();
  await tx.insert(memberships).values({
    userId,
    teamId: invite.teamId,
    role: invite.role,
    manageCredits: invite.manageCredits,
    seeCreditBalance: invite.seeCreditBalance,
    createdAt: now,
  });
}

/** A new customer straight into the invite's team, the invite used up: one transaction. */
export function createMemberFromInvite(
  db: Db,
  options: {
    invite: TeamInviteRow;
    user: Pick<UserRow, 'email' | 'name' | 'passwordHash' | 'receiveOffers' | 'emailVerifiedAt'>;
    now: Date;
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...options.user, email: options.user.email.toLowerCase(), createdAt: options.now })
      .returning();
    if (!user) throw new Error('Inserting a user returned no row');
    await joinTeam(tx, options.invite, user.id, options.now);
    return user;
  });
}

/**
 * An existing customer moves into the invite's team: their other memberships end, the invite is
 * used up, and an emailed invite confirms the address. One transaction.
 */
export function moveUserToInvitedTeam(
  db: Db,
  options: { invite: TeamInviteRow; user: UserRow; now: Date },
): Promise<void> {
  const { invite, user, now } = options;
  return db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.userId, user.id));
    await joinTeam(tx, invite, user.id, now);
    if (invite.email && !user.emailVerifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    }
  });
}
