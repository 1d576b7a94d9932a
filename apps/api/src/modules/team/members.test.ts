import { endpoints, serverMessages, teamMessages, ZTeamMembersResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, teamInvites, teams } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { addTeamPerson, callAs, createTeamWithRoles } from '../../test/team-factory.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;
const day = 24 * 3600_000;

async function addInvite(
  teamId: number,
  email: string | null,
  values: Partial<typeof teamInvites.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(teamInvites)
    .values({
      teamId,
      email,
      role: 'manager',
      tokenHash: hashToken(`${email}-${Math.random()}`),
      expiresAt: new Date(Date.now() + 7 * day),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no invite');
  return row;
}

async function getMe(app: Awaited<ReturnType<typeof ctx.createApp>>, token: string) {
  const response = await callAs(app, token, { method: 'GET', url: v1(endpoints.users.me) });
  return response.json().user;
}

describe('GET /v1/team/members', () => {
  it('lists owners first then by name, marks me, and shows only pending invites', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db, 'Zoe Owner');
    const secondOwner = await addTeamPerson(db, team.teamId, 'owner', 'Adam Second');
    const bea = await addTeamPerson(db, team.teamId, 'manager', 'bea lower');
    const pending = await addInvite(team.teamId, 'pending@example.com', { role: 'admin' });
    const link = await addInvite(team.teamId, null);
    await addInvite(team.teamId, 'expired@example.com', { expiresAt: new Date(Date.now() - 1) });
    await addInvite(team.teamId, 'revoked@example.com', { revokedAt: new Date() });
    await addInvite(team.teamId, 'accepted@example.com', { acceptedAt: new Date() });

    const app = await ctx.createApp();
    const response = await callAs(app, bea.token, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZTeamMembersResponse.parse(response.json());

    const names = body.members.map((member) => member.name);
    expect(names.slice(0, 2)).toEqual(['Adam Second', 'Zoe Owner']);
    expect(body.members.slice(2).map((member) => member.role)).not.toContain('owner');
    const rest = body.members.slice(2).map((member) => member.name.toLowerCase());
    expect(rest).toEqual([...rest].sort());
    expect(body.members).toHaveLength(5);

    const me = body.members.filter((member) => member.isCurrentUser);
    expect(me).toEqual([
      {
        id: bea.membershipId,
        userId: bea.user.id,
        name: 'bea lower',
        email: bea.user.email,
        role: 'manager',
        manageCredits: false,
        seeCreditBalance: false,
        isCurrentUser: true,
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      },
    ]);
    expect(body.members.find((m) => m.userId === secondOwner.user.id)).toMatchObject({
      role: 'owner',
      manageCredits: true,
      seeCreditBalance: true,
      isCurrentUser: false,
    });

    expect(body.invites.map((invite) => invite.id).sort()).toEqual([pending.id, link.id].sort());
    expect(body.invites.find((invite) => invite.id === pending.id)).toMatchObject({
      email: 'pending@example.com',
      role: 'admin',
      status: 'pending',
    });
    expect(body.invites.find((invite) => invite.id === link.id)?.email).toBeNull();
    expect(JSON.stringify(body)).not.toContain(pending.tokenHash);
  });
});

describe('PATCH /v1/team/members/{id}', () => {
  it('changes role and permissions, answers the member, and stores it', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await ctx.createApp();
    const response = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: v1(endpoints.team.member(team.manager.membershipId)),
      payload: { role: 'admin', manageCredits: true, seeCreditBalance: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: team.manager.membershipId,
      userId: team.manager.user.id,
      role: 'admin',
      manageCredits: true,
      seeCreditBalance: true,
      isCurrentUser: false,
    });
    const [row] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.id, team.manager.membershipId));
    expect(row).toMatchObject({ role: 'admin', manageCredits: true, seeCreditBalance: true });
    const me = await getMe(app, team.manager.token);
    expect(me).toMatchObject({ customerRole: 'admin', manageCredits: true });
  });

  it('lets a second owner make the first a manager, but no owner step down alone', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const second = await addTeamPerson(db, team.teamId, 'owner');
    const app = await ctx.createApp();
    const stepDown = { role: 'manager', manageCredits: false, seeCreditBalance: true };
    const own = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: v1(endpoints.team.member(team.owner.membershipId)),
      payload: stepDown,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ status: 'error', message: teamMessages.ownMembership });
    const response = await callAs(app, second.token, {
      method: 'PATCH',
      url: v1(endpoints.team.member(team.owner.membershipId)),
      payload: stepDown,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'manager', isCurrentUser: false });
  });

  it('answers 422 with the contract messages for a bad body and 404 for an unknown id', async () => {
    const team = await createTeamWithRoles(ctx.database.db);
    const app = await ctx.createApp();
    const invalid = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: v1(endpoints.team.member(team.manager.membershipId)),
      payload: { role: 'boss', manageCredits: true, seeCreditBalance: true },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.role).toEqual([teamMessages.roleRequired]);
    const missing = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: v1(endpoints.team.member(999_999)),
      payload: { role: 'admin', manageCredits: true, seeCreditBalance: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: serverMessages.notFound });
    const badId = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: '/v1/team/members/abc',
      payload: { role: 'admin', manageCredits: true, seeCreditBalance: true },
    });
    expect(badId.statusCode).toBe(422);
  });
});

describe('removing and leaving', () => {
  it('gives a removed member a team of their own, as its owner', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await ctx.createApp();
    const response = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: v1(endpoints.team.member(team.admin.membershipId)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: teamMessages.memberRemoved });

    const rows = await db
      .select()
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, team.admin.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.teams.id).not.toBe(team.teamId);
    expect(rows[0]?.teams).toMatchObject({ name: team.admin.user.name, customerType: 'new' });
    expect(rows[0]?.memberships).toMatchObject({
      role: 'owner',
      manageCredits: true,
      seeCreditBalance: true,
    });

    // Their session goes on, now in their own team.
    const me = await getMe(app, team.admin.token);
    expect(me).toMatchObject({ customerAccountId: rows[0]?.teams.id, customerRole: 'owner' });
    const list = await callAs(app, team.owner.token, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    const ids = (list.json().members as { userId: number }[]).map((member) => member.userId);
    expect(ids).not.toContain(team.admin.user.id);
  });

  it('lets a member leave into a team of their own', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await ctx.createApp();
    const response = await callAs(app, team.manager.token, {
      method: 'POST',
      url: v1(endpoints.team.leave),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: teamMessages.leftTeam });
    const me = await getMe(app, team.manager.token);
    expect(me.customerAccountId).not.toBe(team.teamId);
    expect(me).toMatchObject({ customerRole: 'owner', organisationName: team.manager.user.name });
  });

  it('lets an owner leave when another owner stays, never the last owner', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await ctx.createApp();
    const refused = await callAs(app, team.owner.token, {
      method: 'POST',
      url: v1(endpoints.team.leave),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: teamMessages.lastOwner });

    await addTeamPerson(db, team.teamId, 'owner');
    const left = await callAs(app, team.owner.token, {
      method: 'POST',
      url: v1(endpoints.team.leave),
    });
    expect(left.statusCode).toBe(200);
    const me = await getMe(app, team.owner.token);
    expect(me.customerAccountId).not.toBe(team.teamId);
  });
});
