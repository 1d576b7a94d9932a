import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { memberships, teams, users } from '../schema/index.ts';
import {
  insertTeamMembers,
  insertTeamWithMembers,
  insertUser,
} from './insert-team-with-members.ts';

const ctx = useTestContext();

describe('insertTeamWithMembers', () => {
  it('stores the team, its users and their memberships; only owners get credit rights by default', async () => {
    const { db } = ctx.database;
    const { team, members } = await insertTeamWithMembers(db, { name: 'Harbour Crew' }, [
      { user: { email: 'Skipper@Example.com', name: 'Skipper' }, role: 'owner' },
      { user: { email: 'mate@example.com', name: 'Mate' }, role: 'admin' },
      {
        user: { email: 'deckhand@example.com', name: 'Deckhand' },
        role: 'manager',
        seeCreditBalance: true,
      },
    ]);
    expect(team).toMatchObject({ name: 'Harbour Crew', customerType: 'new' });
    const stored = await db
      .select({
        email: users.email,
        role: memberships.role,
        manageCredits: memberships.manageCredits,
        seeCreditBalance: memberships.seeCreditBalance,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.teamId, team.id))
      .orderBy(memberships.id);
    expect(stored).toEqual([
      { email: 'skipper@example.com', role: 'owner', manageCredits: true, seeCreditBalance: true },
      { email: 'mate@example.com', role: 'admin', manageCredits: false, seeCreditBalance: false },
      {
        email: 'deckhand@example.com',
        role: 'manager',
        manageCredits: false,
        seeCreditBalance: true,
      },
    ]);
    expect(members.map((member) => member.membership.userId)).toEqual(
      members.map((member) => member.user.id),
    );
  });

  it('adds people to an existing team, and stores a user without one', async () => {
    const { db } = ctx.database;
    const { team } = await insertTeamWithMembers(db, { name: 'Dock' }, [
      { user: { email: 'dock-owner@example.com', name: 'Owner' }, role: 'owner' },
    ]);
    const [joined] = await insertTeamMembers(db, team.id, [
      { user: { email: 'late@example.com', name: 'Late' }, role: 'owner', manageCredits: false },
    ]);
    expect(joined.membership).toMatchObject({
      teamId: team.id,
      role: 'owner',
      manageCredits: false,
      seeCreditBalance: true,
    });
    const staff = await insertUser(db, { email: 'Crew@Example.com', name: 'Crew', isStaff: true });
    expect(staff).toMatchObject({ email: 'crew@example.com', isStaff: true });
    expect(await db.select().from(memberships).where(eq(memberships.userId, staff.id))).toEqual([]);
    expect(await db.select().from(teams).where(eq(teams.name, 'Crew'))).toEqual([]);
  });
});
