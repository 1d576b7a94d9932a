import { endpoints, type TInitResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';

const context = useTestContext();

async function staffToken() {
  const db = context.database.db;
  const staff = await createTestUser(db, { isStaff: true });
  return { staff, token: await signIn(db, staff.id) };
}

describe('staff alerts', () => {
  it('posts a maintenance alert every customer sees in init, and ends it', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const { staff, token } = await staffToken();
    const team = await createTeamWithRoles(db);
    const message = 'Deckhand is down for maintenance on Sunday from 02:00 to 03:00 UTC.';
    const posted = await callAs(app, token, {
      method: 'POST',
      url: apiUrl(endpoints.staff.alerts),
      payload: { key: 'maintenance', type: 'warning', message },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({ key: 'maintenance', state: 'showing', endsAt: null });

    const init = async () =>
      (
        await callAs(app, team.manager.token, { method: 'GET', url: apiUrl(endpoints.init) })
      ).json() as TInitResponse;
    const shown = (await init()).alerts.find((alert) => alert.key === 'maintenance');
    expect(shown).toMatchObject({ type: 'warning', message, hash: expect.any(String) });

    const listed = await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.staff.alerts) });
    expect(listed.json().alerts[0]).toMatchObject({ id: posted.json().id, state: 'showing' });

    const ended = await callAs(app, token, {
      method: 'DELETE',
      url: apiUrl(endpoints.staff.alert(posted.json().id)),
    });
    // Init's copy of the alerts drops it within its time to live (5 s) on every instance.
    expect(ended.json()).toMatchObject({ state: 'ended' });
    const again = await callAs(app, token, {
      method: 'DELETE',
      url: apiUrl(endpoints.staff.alert(posted.json().id)),
    });
    expect(again.statusCode).toBe(404);

    const audit = await db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffUserId, staff.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['alert.end', 'alert.post']);
  });

  it('schedules an alert, and refuses an end before its start or in the past', async () => {
    const app = await context.createApp();
    const { token } = await staffToken();
    const post = (payload: object) =>
      callAs(app, token, { method: 'POST', url: apiUrl(endpoints.staff.alerts), payload });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const later = new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString();
    const scheduled = await post({
      key: 'holiday',
      type: 'info',
      message: 'Closed on Friday.',
      startsAt: tomorrow,
      endsAt: later,
    });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled' });
    const backwards = await post({
      key: 'holiday',
      type: 'info',
      message: 'Closed.',
      startsAt: later,
      endsAt: tomorrow,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ endsAt: ['The end must be after the start.'] });
    const past = await post({
      key: 'maintenance',
      type: 'info',
      message: 'Done.',
      endsAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    const wrongKey = await post({ key: 'vat', type: 'info', message: 'No.' });
    expect(wrongKey.statusCode).toBe(422);
    const empty = await post({ key: 'maintenance', type: 'info', message: '' });
    expect(empty.statusCode).toBe(422);
  });

  it('is for staff only: 401 signed out, 403 for every customer role', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    expect(
      (await callAs(app, null, { method: 'GET', url: apiUrl(endpoints.staff.alerts) })).statusCode,
    ).toBe(401);
    for (const member of [team.owner, team.admin, team.manager]) {
      const answer = await callAs(app, member.token, {
        method: 'POST',
        url: apiUrl(endpoints.staff.alerts),
        payload: { key: 'maintenance', type: 'info', message: 'Not yours.' },
      });
      expect(answer.statusCode).toBe(403);
    }
  });
});
