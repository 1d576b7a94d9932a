import { randomUUID } from 'node:crypto';
import { endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { getBalance } from '../billing/index.ts';

const context = useTestContext();

async function setup(teamName = `Team ${randomUUID().slice(0, 8)}`) {
  const db = context.database.db;
  const app = await context.createApp();
  const team = await createTeamWithRoles(db, teamName);
  const staffUser = await createTestUser(db, { isStaff: true, name: 'Sam Staff' });
  return { db, app, team, staffUser, staff: await signIn(db, staffUser.id) };
}

const settings = {
  customerType: 'retainer',
  dailyCapacity: 40,
  supportsCustomFields: true,
  supportsConfidentialOrder: true,
  suspension: { reason: 'other', comment: 'Contract under review' },
};

describe('the staff console’s teams and audit log', () => {
  it('is for staff only', async () => {
    const { app, team } = await setup();
    const calls = [
      { method: 'GET' as const, url: apiUrl(endpoints.staff.teams) },
      { method: 'GET' as const, url: apiUrl(endpoints.staff.team(team.teamId)) },
      {
        method: 'PUT' as const,
        url: apiUrl(endpoints.staff.teamSettings(team.teamId)),
        payload: settings,
      },
      {
        method: 'POST' as const,
        url: apiUrl(endpoints.staff.creditAdjustments(team.teamId)),
        payload: { amount: 100, reason: 'x', idempotencyKey: randomUUID() },
      },
      { method: 'GET' as const, url: apiUrl(endpoints.staff.auditLog) },
    ];
    for (const call of calls) {
      expect((await callAs(app, null, call)).statusCode).toBe(401);
      for (const person of [team.owner, team.admin, team.manager]) {
        expect((await callAs(app, person.token, call)).statusCode).toBe(403);
      }
    }
  });

  it('finds a team, changes its settings, and its people see them', async () => {
    const { app, team, staff, staffUser } = await setup('Teamwork Fabrikam');
    const list = await callAs(app, staff, {
      method: 'GET',
      url: apiUrl(`${endpoints.staff.teams}?search=teamwork%20fab`),
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [
        { id: team.teamId, name: 'Teamwork Fabrikam', members: 3, orders: 0, suspended: false },
      ],
    });
    const saved = await callAs(app, staff, {
      method: 'PUT',
      url: apiUrl(endpoints.staff.teamSettings(team.teamId)),
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...settings,
      members: [{ role: 'owner' }, { role: 'admin' }, { role: 'manager' }],
    });
    const me = await callAs(app, team.manager.token, {
      method: 'GET',
      url: apiUrl(endpoints.users.me),
    });
    expect(me.json().user).toMatchObject({
      customerType: 'retainer',
      isRetainer: true,
      hasDailyCapacity: true,
      supportsConfidentialOrder: true,
      suspended: true,
      suspendedReason: { key: 'other', comment: 'Contract under review' },
    });
    const lifted = await callAs(app, staff, {
      method: 'PUT',
      url: apiUrl(endpoints.staff.teamSettings(team.teamId)),
      payload: { ...settings, dailyCapacity: null, suspension: null },
    });
    expect(lifted.json()).toMatchObject({ dailyCapacity: null, suspension: null });
    for (const bad of [
      { ...settings, dailyCapacity: 0 },
      { ...settings, customerType: 'vip' },
      { ...settings, suspension: { reason: 'mood' } },
      { ...settings, supportsCustomFields: 'yes' },
    ]) {
      const response = await callAs(app, staff, {
        method: 'PUT',
        url: apiUrl(endpoints.staff.teamSettings(team.teamId)),
        payload: bad,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(
      (await callAs(app, staff, { method: 'GET', url: apiUrl(endpoints.staff.team(999_999)) }))
        .statusCode,
    ).toBe(404);
    const audit = await callAs(app, staff, {
      method: 'GET',
      url: apiUrl(`${endpoints.staff.auditLog}?teamId=${team.teamId}`),
    });
    expect(audit.json()).toMatchObject({
      total: 2,
      items: [
        {
          action: 'team.settings',
          staff: staffUser.name,
          team: { id: team.teamId },
          details: { after: { suspension: null } },
        },
        {
          action: 'team.settings',
          details: { before: { customerType: 'new' }, after: { suspension: 'other' } },
        },
      ],
    });
  });

  it('adjusts credits once per key, never below zero, with a reason', async () => {
    const { db, app, team, staff } = await setup();
    const key = randomUUID();
    const adjust = (payload: object) =>
      callAs(app, staff, {
        method: 'POST',
        url: apiUrl(endpoints.staff.creditAdjustments(team.teamId)),
        payload,
      });
    const added = await adjust({
      amount: 5_000,
      reason: 'Goodwill for the late deck',
      idempotencyKey: key,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().creditBalance).toBe(5_000);
    expect(
      (
        await adjust({ amount: 5_000, reason: 'Goodwill for the late deck', idempotencyKey: key })
      ).json().creditBalance,
    ).toBe(5_000);
    const tooMuch = await adjust({
      amount: -6_000,
      reason: 'Correction',
      idempotencyKey: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(
      (await adjust({ amount: -1_000, reason: 'Correction', idempotencyKey: randomUUID() })).json()
        .creditBalance,
    ).toBe(4_000);
    expect(await getBalance(db, team.teamId)).toBe(4_000);
    for (const bad of [
      { amount: 0, reason: 'Nothing', idempotencyKey: randomUUID() },
      { amount: 100, reason: '  ', idempotencyKey: randomUUID() },
      { amount: 1.5, reason: 'Half', idempotencyKey: randomUUID() },
      { amount: 100, reason: 'No key' },
    ]) {
      expect((await adjust(bad)).statusCode).toBe(422);
    }
    const history = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.billing.creditEntries),
    });
    expect(JSON.stringify(history.json())).toContain('Goodwill for the late deck');
    const audit = await callAs(app, staff, {
      method: 'GET',
      url: apiUrl(`${endpoints.staff.auditLog}?teamId=${team.teamId}`),
    });
    expect(
      audit
        .json()
        .items.map((item: { action: string; details: { amount: number } }) => [
          item.action,
          item.details.amount,
        ]),
    ).toEqual([
      ['team.credits', -1_000],
      ['team.credits', 5_000],
    ]);
  });

  it('records the currency of an adjustment in the audit log', async () => {
    const { db, app, team, staff } = await setup();
    await db.update(teams).set({ currency: 'EUR' }).where(eq(teams.id, team.teamId));
    const adjusted = await callAs(app, staff, {
      method: 'POST',
      url: apiUrl(endpoints.staff.creditAdjustments(team.teamId)),
      payload: { amount: 2_500, reason: 'Goodwill', idempotencyKey: randomUUID() },
    });
    expect(adjusted.statusCode).toBe(200);
    const audit = await callAs(app, staff, {
      method: 'GET',
      url: apiUrl(`${endpoints.staff.auditLog}?teamId=${team.teamId}`),
    });
    expect(audit.json().items[0].details).toMatchObject({ amount: 2_500, currency: 'EUR' });
  });
});
