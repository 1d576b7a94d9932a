import {
  endpoints,
  errorMessages,
  serverMessages,
  type TCustomerRole,
  teamMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, teamInvites } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { addTeamPerson, callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { inviteLifetimeMs } from './invites.service.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;

/** admin holds no credit permission; adminWith holds manageCredits (§6 rights to give). */
type Actor = 'owner' | 'admin' | 'adminWith' | 'manager' | 'otherOwner' | 'staff' | 'anonymous';
type Target = 'owner' | 'admin' | 'adminWith' | 'manager';

/**
 * A fresh team per case (owner, admin, adminWith, manager), another team's owner, a staff user
 * and pending invites per role.
 */
async function createScene() {
  const db = ctx.database.db;
  const roles = await createTeamWithRoles(db);
  const adminWith = await addTeamPerson(db, roles.teamId, 'admin');
  await db
    .update(memberships)
    .set({ manageCredits: true })
    .where(eq(memberships.id, adminWith.membershipId));
  const team = { ...roles, adminWith };
  const other = await createTeamWithRoles(db);
  const staff = await createTestUser(db, { isStaff: true, password: null });
  const invites = {} as Record<TCustomerRole, number>;
  for (const role of ['owner', 'admin', 'manager'] as const) {
    const [row] = await db
      .insert(teamInvites)
      .values({
        teamId: team.teamId,
        email: `${role}-${team.teamId}@example.com`,
        role,
        tokenHash: hashToken(`token-${role}-${team.teamId}-${Math.random()}`),
        invitedByUserId: team.owner.user.id,
        expiresAt: new Date(Date.now() + inviteLifetimeMs),
      })
      .returning({ id: teamInvites.id });
    invites[role] = row?.id ?? 0;
  }
  const tokens: Record<Actor, string | null> = {
    owner: team.owner.token,
    admin: team.admin.token,
    adminWith: team.adminWith.token,
    manager: team.manager.token,
    otherOwner: other.owner.token,
    staff: await signIn(db, staff.id),
    anonymous: null,
  };
  return { team, invites, tokens };
}

type Scene = Awaited<ReturnType<typeof createScene>>;

interface Case {
  call: string;
  request: (
    scene: Scene,
    actor: Actor,
  ) => {
    method: 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  };
  /** Expected status per actor; message when the refusal has a specific text. */
  expected: Partial<Record<Actor, number | readonly [number, string]>>;
}

const refused = errorMessages.accessDenied;
/** Staff and anonymous callers get the same answer from every team call. */
const outsiders = {
  staff: [403, refused],
  anonymous: [401, serverMessages.unauthorized],
} as const;

type Rights = { manageCredits?: boolean; seeCreditBalance?: boolean };

const invite =
  (role: TCustomerRole, rights: Rights = {}): Case['request'] =>
  () => ({
    method: 'POST',
    url: v1(endpoints.team.invites),
    payload: { emails: ['new.person@example.com'], role, ...rights },
  });
const link =
  (role: TCustomerRole, rights: Rights = {}): Case['request'] =>
  () => ({
    method: 'POST',
    url: v1(endpoints.team.inviteLink),
    payload: { role, ...rights },
  });
const revoke =
  (role: TCustomerRole): Case['request'] =>
  (scene) => ({
    method: 'DELETE',
    url: v1(endpoints.team.invite(scene.invites[role])),
  });
/** The target's new role and permissions (none unless given). */
const patch =
  (target: Target, role: TCustomerRole, rights: Rights = {}): Case['request'] =>
  (scene) => ({
    method: 'PATCH',
    url: v1(endpoints.team.member(scene.team[target].membershipId)),
    payload: { role, manageCredits: false, seeCreditBalance: false, ...rights },
  });
/** The actor's own membership, keeping its role, with manageCredits. */
const patchSelf: Case['request'] = (scene, actor) => {
  const self = actor === 'otherOwner' || actor === 'staff' || actor === 'anonymous' ? null : actor;
  const role = self === 'adminWith' ? 'admin' : (self ?? 'manager');
  return {
    method: 'PATCH',
    url: v1(endpoints.team.member(self ? scene.team[self].membershipId : 0)),
    payload: { role, manageCredits: true, seeCreditBalance: true },
  };
};
const remove =
  (target: Target): Case['request'] =>
  (scene) => ({
    method: 'DELETE',
    url: v1(endpoints.team.member(scene.team[target].membershipId)),
  });
const leave: Case['request'] = () => ({ method: 'POST', url: v1(endpoints.team.leave) });

const denied = [403, teamMessages.notAllowed] as const;
const lastOwner = [403, teamMessages.lastOwner] as const;
const ownMembership = [403, teamMessages.ownMembership] as const;
const roleAboveOwn = [403, teamMessages.roleAboveOwn] as const;
const notHeld = [403, teamMessages.permissionNotHeld] as const;
const notFound = [404, serverMessages.notFound] as const;

const cases: Case[] = [
  {
    call: 'invite a manager by email',
    request: invite('manager'),
    expected: { owner: 201, admin: 201, adminWith: 201, manager: denied, ...outsiders },
  },
  {
    call: 'invite an owner by email',
    request: invite('owner'),
    expected: { owner: 201, admin: roleAboveOwn, adminWith: roleAboveOwn, manager: denied },
  },
  {
    call: 'invite a manager with manageCredits by email',
    request: invite('manager', { manageCredits: true }),
    expected: { owner: 201, admin: notHeld, adminWith: 201, manager: denied },
  },
  {
    call: 'invite an admin who sees the balance by email',
    request: invite('admin', { seeCreditBalance: true }),
    expected: { owner: 201, admin: notHeld, adminWith: 201, manager: denied },
  },
  {
    call: 'create a link for an admin',
    request: link('admin'),
    expected: { owner: 201, admin: 201, adminWith: 201, manager: denied, ...outsiders },
  },
  {
    call: 'create a link for an owner',
    request: link('owner'),
    expected: { owner: 201, admin: roleAboveOwn, adminWith: roleAboveOwn, manager: denied },
  },
  {
    call: 'create a link with manageCredits',
    request: link('manager', { manageCredits: true }),
    expected: { owner: 201, admin: notHeld, adminWith: 201, manager: denied },
  },
  {
    call: 'create a link that sees the balance',
    request: link('admin', { seeCreditBalance: true }),
    expected: { owner: 201, admin: notHeld, adminWith: 201, manager: denied },
  },
  {
    call: 'revoke a manager invite',
    request: revoke('manager'),
    expected: {
      owner: 200,
      admin: 200,
      adminWith: 200,
      manager: denied,
      otherOwner: notFound,
      ...outsiders,
    },
  },
  {
    call: 'revoke an owner invite',
    request: revoke('owner'),
    expected: {
      owner: 200,
      admin: denied,
      adminWith: denied,
      manager: denied,
      otherOwner: notFound,
    },
  },
  {
    call: "change one's own role and permissions",
    request: patchSelf,
    expected: {
      owner: ownMembership,
      admin: ownMembership,
      adminWith: ownMembership,
      manager: ownMembership,
    },
  },
  {
    call: 'make the manager an admin',
    request: patch('manager', 'admin'),
    expected: {
      owner: 200,
      admin: 200,
      adminWith: 200,
      manager: ownMembership,
      otherOwner: notFound,
      ...outsiders,
    },
  },
  {
    call: 'give the manager manageCredits',
    request: patch('manager', 'manager', { manageCredits: true }),
    expected: { owner: 200, admin: notHeld, adminWith: 200, manager: ownMembership },
  },
  {
    call: 'let the manager see the balance',
    request: patch('manager', 'manager', { seeCreditBalance: true }),
    expected: { owner: 200, admin: notHeld, adminWith: 200, manager: ownMembership },
  },
  {
    call: 'take manageCredits from the admin who has it',
    request: patch('adminWith', 'admin'),
    expected: { owner: 200, admin: notHeld, adminWith: ownMembership, manager: denied },
  },
  {
    call: 'give the admin manageCredits',
    request: patch('admin', 'admin', { manageCredits: true }),
    expected: {
      owner: 200,
      admin: ownMembership,
      adminWith: 200,
      manager: denied,
      otherOwner: notFound,
    },
  },
  {
    call: 'make the manager an owner',
    request: patch('manager', 'owner'),
    expected: {
      owner: 200,
      admin: roleAboveOwn,
      adminWith: roleAboveOwn,
      manager: ownMembership,
      otherOwner: notFound,
    },
  },
  {
    call: 'demote the only owner',
    request: patch('owner', 'admin', { manageCredits: true, seeCreditBalance: true }),
    expected: {
      owner: ownMembership,
      admin: denied,
      adminWith: denied,
      manager: denied,
      otherOwner: notFound,
    },
  },
  {
    call: 'remove the manager',
    request: remove('manager'),
    expected: {
      owner: 200,
      admin: 200,
      adminWith: 200,
      manager: denied,
      otherOwner: notFound,
      ...outsiders,
    },
  },
  {
    call: 'remove the admin',
    request: remove('admin'),
    expected: { owner: 200, admin: 200, adminWith: 200, manager: denied, otherOwner: notFound },
  },
  {
    call: 'remove the only owner',
    request: remove('owner'),
    expected: {
      owner: lastOwner,
      admin: denied,
      adminWith: denied,
      manager: denied,
      otherOwner: notFound,
    },
  },
  {
    call: 'leave the team',
    request: leave,
    expected: { owner: lastOwner, admin: 200, adminWith: 200, manager: 200, ...outsiders },
  },
];

/** What a refused call must leave as it was: the team's memberships and invitations. */
async function readTeamState(teamId: number) {
  const db = ctx.database.db;
  const [members, invites] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.teamId, teamId)),
    db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId)),
  ]);
  return { members, invites };
}

const rows = cases.flatMap((item) =>
  Object.entries(item.expected).map(([actor, expected]) => ({
    ...item,
    actor: actor as Actor,
    status: Array.isArray(expected) ? expected[0] : (expected as number),
    message: Array.isArray(expected) ? (expected[1] as string) : null,
  })),
);

describe('team access: who may do what (§6, contract permissions)', () => {
  it('keeps an admin whose manageCredits the owner took from restoring it in any way', async () => {
    const scene = await createScene();
    const app = await ctx.createApp();
    const { owner, adminWith } = scene.team;
    const self = v1(endpoints.team.member(adminWith.membershipId));
    const withCredits = { manageCredits: true, seeCreditBalance: false };
    const taken = await callAs(app, owner.token, {
      method: 'PATCH',
      url: self,
      payload: { role: 'admin', manageCredits: false, seeCreditBalance: false },
    });
    expect(taken.statusCode).toBe(200);

    const attempts = [
      { method: 'PATCH', url: self, payload: { role: 'admin', ...withCredits } },
      {
        method: 'POST',
        url: v1(endpoints.team.inviteLink),
        payload: { role: 'admin', ...withCredits },
      },
      {
        method: 'POST',
        url: v1(endpoints.team.invites),
        payload: { emails: ['accomplice@example.com'], role: 'admin', ...withCredits },
      },
    ] as const;
    const before = await readTeamState(scene.team.teamId);
    const answers = [];
    for (const attempt of attempts) answers.push(await callAs(app, adminWith.token, attempt));
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [403, teamMessages.ownMembership],
      [403, teamMessages.permissionNotHeld],
      [403, teamMessages.permissionNotHeld],
    ]);
    expect(await readTeamState(scene.team.teamId)).toEqual(before);
    const [row] = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, adminWith.membershipId));
    expect(row?.manageCredits).toBe(false);
  });

  it.each(rows)('$call as $actor → $status', async ({ request, actor, status, message }) => {
    const scene = await createScene();
    const app = await ctx.createApp();
    const before = await readTeamState(scene.team.teamId);
    const response = await callAs(app, scene.tokens[actor], request(scene, actor));
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ status: 'error', message });
    if (status >= 400) expect(await readTeamState(scene.team.teamId)).toEqual(before);
  });

  it('lists the team to every member, and another team only its own people', async () => {
    const scene = await createScene();
    const app = await ctx.createApp();
    const { owner, admin, adminWith, manager } = scene.team;
    const ids = [owner, admin, adminWith, manager].map((person) => person.user.id);
    for (const actor of ['owner', 'admin', 'manager'] as const) {
      const response = await callAs(app, scene.tokens[actor], {
        method: 'GET',
        url: v1(endpoints.team.members),
      });
      expect(response.statusCode).toBe(200);
      const members = response.json().members as { userId: number }[];
      expect(members.map((member) => member.userId).sort()).toEqual([...ids].sort());
    }
    const foreign = await callAs(app, scene.tokens.otherOwner, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    const foreignIds = (foreign.json().members as { userId: number }[]).map((m) => m.userId);
    expect(foreignIds.some((id) => ids.includes(id))).toBe(false);
    expect(foreign.json().invites).toEqual([]);

    const staff = await callAs(app, scene.tokens.staff, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    expect(staff.statusCode).toBe(403);
    const anonymous = await callAs(app, null, { method: 'GET', url: v1(endpoints.team.members) });
    expect(anonymous.statusCode).toBe(401);
  });
});
