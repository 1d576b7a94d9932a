import { apiPrefix, endpoints } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { providerHolidays } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { calendarWindow } from './holiday-days.ts';

const context = useTestContext();
const url = `${apiPrefix}${endpoints.holidays}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe('GET /holidays', () => {
  it('covers last month to a year ahead, across year ends', () => {
    expect(calendarWindow(new Date('2026-11-27T12:00:00Z'))).toEqual({
      from: '2026-10-01',
      until: '2027-12-01',
    });
    expect(calendarWindow(new Date('2027-01-15T00:00:00Z'))).toEqual({
      from: '2026-12-01',
      until: '2028-02-01',
    });
  });

  it('answers every role of a team the holidays by day, in the order staff added them', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const tomorrow = daysFromNow(1);
    const later = daysFromNow(20);
    const [first, second, third] = await db
      .insert(providerHolidays)
      .values([
        { date: tomorrow, title: 'Studio outing', message: 'We are out.' },
        { date: tomorrow, title: 'Short staffed', message: '', noAvailability: false },
        { date: later, title: 'Company day', message: 'Together.' },
        // Outside the window: long ago and far ahead.
        { date: '2001-01-01', title: 'Long ago' },
        { date: daysFromNow(800), title: 'Far ahead' },
      ])
      .returning();
    for (const member of [team.owner, team.admin, team.manager]) {
      const response = await callAs(app, member.token, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const { days } = response.json();
      expect(days[tomorrow]).toEqual([
        { id: first?.id, title: 'Studio outing', message: 'We are out.', no_availability: true },
        { id: second?.id, title: 'Short staffed', message: '', no_availability: false },
      ]);
      expect(days[later]).toEqual([
        { id: third?.id, title: 'Company day', message: 'Together.', no_availability: true },
      ]);
      expect(days['2001-01-01']).toBeUndefined();
      expect(
        Object.values(days)
          .flat()
          .map((entry) => (entry as { title: string }).title),
      ).not.toContain('Far ahead');
    }
  });

  it('is for signed-in members of a team: 401 signed out, 403 for staff without a team', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    expect((await callAs(app, null, { method: 'GET', url })).statusCode).toBe(401);
    const staff = await createTestUser(db, { isStaff: true });
    const staffToken = await signIn(db, staff.id);
    expect((await callAs(app, staffToken, { method: 'GET', url })).statusCode).toBe(403);
  });
});
