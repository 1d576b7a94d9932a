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
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { inviteLifetimeMs } from './invites.service.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;

type Actor = 'owner' | 'admin' | 'manager' | 'otherOwner' | 'staff' | 'anonymous';
type Target = 'owner' | 'admin' | 'manager';

/** A fresh team per case, another team's owner, a staff user and pending invites per role. */
async function createScene() {
  const db = ctx.database.db;
  const team = await createTeamWithRoles(db);
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
  request: (scene: Scene) => {
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

const invite =
  (role: TCustomerRole): Case['request'] =>
  () => ({
    method: 'POST',
    url: v1(endpoints.team.invites),
    payload: { emails: ['new.person@example.com'], role },
  });
const link =
  (role: TCustomerRole): Case['request'] =>
  () => ({
    method: 'POST',
    url: v1(endpoints.team.inviteLink),
    payload: { role },
  });
const revoke =
  (role: TCustomerRole): Case['request'] =>
  (scene) => ({
    method: 'DELETE',
    url: v1(endpoints.team.invite(scene.invites[role])),
  });
const patch =
  (target: Target, role: TCustomerRole): Case['request'] =>
  (scene) => ({
    method: 'PATCH',
    url: v1(endpoints.team.member(scene.team[target].membershipId)),
    payload: { role, manageCredits: true, seeCreditBalance: false },
  });
const remove =
  (target: Target): Case['request'] =>
  (scene) => ({
    method: 'DELETE',
    url: v1(endpoints.team.member(scene.team[target].membershipId)),
  });
const leave: Case['request'] = () => ({ method: 'POST', url: v1(endpoints.team.leave) });

const denied = [403, teamMessages.notAllowed] as const;
const lastOwner = [403, teamMessages.lastOwner] as const;
const notFound = [404, serverMessages.notFound] as const;

const cases: Case[] = [
  {
    call: 'invite a manager by email',
    request: invite('manager'),
    expected: { owner: 201, admin: 201, manager: denied, ...outsiders },
  },
  {
    call: 'invite an owner by email',
    request: invite('owner'),
    expected: { owner: 201, admin: denied, manager: denied },
  },
  {
    call: 'create a link for an admin',
    request: link('admin'),
    expected: { owner: 201, admin: 201, manager: denied, ...outsiders },
  },
  {
    call: 'create a link for an owner',
    request: link('owner'),
    expected: { owner: 201, admin: denied, manager: denied },
  },
  {
    call: 'revoke a manager invite',
    request: revoke('manager'),
    expected: { owner: 200, admin: 200, manager: denied, otherOwner: notFound, ...outsiders },
  },
  {
    call: 'revoke an owner invite',
    request: revoke('owner'),
    expected: { owner: 200, admin: denied, manager: denied, otherOwner: notFound },
  },
  {
    call: 'make the manager an admin',
    request: patch('manager', 'admin'),
    expected: { owner: 200, admin: 200, manager: denied, otherOwner: notFound, ...outsiders },
  },
  {
    call: "change the admin's permissions",
    request: patch('admin', 'admin'),
    expected: { owner: 200, admin: 200, manager: denied, otherOwner: notFound },
  },
  {
    call: 'make the manager an owner',
    request: patch('manager', 'owner'),
    expected: { owner: 200, admin: denied, manager: denied, otherOwner: notFound },
  },
  {
    call: 'demote the only owner',
    request: patch('owner', 'admin'),
    expected: { owner: lastOwner, admin: denied, manager: denied, otherOwner: notFound },
  },
  {
    call: 'remove the manager',
    request: remove('manager'),
    expected: { owner: 200, admin: 200, manager: denied, otherOwner: notFound, ...outsiders },
  },
  {
    call: 'remove the admin',
    request: remove('admin'),
    expected: { owner: 200, admin: 200, manager: denied, otherOwner: notFound },
  },
  {
    call: 'remove the only owner',
    request: remove('owner'),
    expected: { owner: lastOwner, admin: denied, manager: denied, otherOwner: notFound },
  },
  {
    call: 'leave the team',
    request: leave,
    expected: { owner: lastOwner, admin: 200, manager: 200, ...outsiders },
  },
];

const rows = cases.flatMap((item) =>
  Object.entries(item.expected).map(([actor, expected]) => ({
    ...item,
    actor: actor as Actor,
    status: Array.isArray(expected) ? expected[0] : (expected as number),
    message: Array.isArray(expected) ? (expected[1] as string) : null,
  })),
);

describe('team access: who may do what (§6, contract permissions)', () => {
  it.each(rows)('$call as $actor → $status', async ({ request, actor, status, message }) => {
    const scene = await createScene();
    const app = await ctx.createApp();
    const before = await ctx.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.teamId, scene.team.teamId));
    const response = await callAs(app, scene.tokens[actor], request(scene));
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ status: 'error', message });
    if (status >= 400) {
      const after = await ctx.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.teamId, scene.team.teamId));
      expect(after).toEqual(before);
    }
  });

  it('lists the team to every member, and another team only its own people', async () => {
    const scene = await createScene();
    const app = await ctx.createApp();
    const ids = [scene.team.owner, scene.team.admin, scene.team.manager].map((p) => p.user.id);
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
