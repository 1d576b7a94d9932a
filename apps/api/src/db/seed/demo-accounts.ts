import { dayMs, inviteLifetimeDays } from '@deckhand/contract';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';
import { insertTeamWithMembers, insertUser } from '../accounts/insert-team-with-members.ts';
import type { Db } from '../database.ts';
import { type NewTeamRow, teamInvites } from '../schema/index.ts';

/** Every demo account signs in with this password (README, start-up banner). */
export const demoPassword = 'Deckhand#2026';

type DemoMember = {
  email: string;
  name: string;
  role: 'owner' | 'admin' | 'manager';
  manageCredits: boolean;
  seeCreditBalance: boolean;
  /** Which sidebar of §2.6 this account shows. */
  navigation: string;
};

type DemoTeam = { team: NewTeamRow; members: DemoMember[] };

const demoTeams: DemoTeam[] = [
  {
    team: { name: 'Northwind Studio', customerType: 'returning' },
    members: [
      {
        email: 'owner@example.com',
        name: 'Olivia Owens',
        role: 'owner',
        manageCredits: true,
        seeCreditBalance: true,
        navigation: 'regular owner',
      },
      {
        email: 'admin@example.com',
        name: 'Aaron Adler',
        role: 'admin',
        manageCredits: true,
        seeCreditBalance: true,
        navigation: 'manager (admin role, may manage credits)',
      },
      {
        email: 'manager@example.com',
        name: 'Maya Manning',
        role: 'manager',
        manageCredits: false,
        seeCreditBalance: true,
        navigation: 'manager',
      },
    ],
  },
  {
    team: { name: 'Contoso Enterprise', customerType: 'subscription', dailyCapacity: 40 },
    members: [
      {
        email: 'enterprise@example.com',
        name: 'Sofia Sterling',
        role: 'owner',
        manageCredits: true,
        seeCreditBalance: true,
        navigation: 'subscription owner',
      },
    ],
  },
];

const demoStaff = { email: 'staff@example.com', name: 'Stan Stafford', navigation: 'staff' };

/** The sign-ins the README and the start-up banner list. */
export const demoSignIns = [
  ...demoTeams.flatMap(({ team, members }) =>
    members.map((member) => ({
      email: member.email,
      description: `${member.role} of ${team.name}: ${member.navigation} navigation`,
    })),
  ),
  { email: demoStaff.email, description: 'staff: every conditional menu' },
];

/** One verified account for each navigation variant of §2.6, and a pending invitation. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const verifiedAt = new Date();
  for (const { team, members } of demoTeams) {
    const inserted = await insertTeamWithMembers(
      db,
      team,
      members.map((member) => ({
        user: {
          email: member.email,
          name: member.name,
          passwordHash,
          emailVerifiedAt: verifiedAt,
          company: team.name,
        },
        role: member.role,
        manageCredits: member.manageCredits,
        seeCreditBalance: member.seeCreditBalance,
      })),
    );
    if (team.name === 'Northwind Studio') {
      const owner = inserted.members.find((member) => member.membership.role === 'owner');
      await db.insert(teamInvites).values({
        teamId: inserted.team.id,
        email: 'new.colleague@example.com',
        role: 'manager',
        tokenHash: hashToken(createOpaqueToken()),
        invitedByUserId: owner?.user.id ?? null,
        expiresAt: new Date(verifiedAt.getTime() + inviteLifetimeDays * dayMs),
      });
    }
  }
  await insertUser(db, {
    email: demoStaff.email,
    name: demoStaff.name,
    passwordHash,
    isStaff: true,
    emailVerifiedAt: verifiedAt,
  });
}
