import {
  dayMs,
  endpoints,
  holidayMessages,
  type TOrderCalculationResponse,
  type TOrderFormComponent,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles, signIn } from '../../test/team-factory.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { dayIn } from '../ordering/index.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

describe('provider holidays in the staff console', () => {
  it('adds one that blocks delivery dates, lists it, removes it, and writes the audit log', async () => {
    const db = context.database.db;
    const app = await context.createApp({ env: { ORDER_REFERENCE_TTL_MS: '0' } });
    const staffUser = await createTestUser(db, { isStaff: true });
    const staff = await signIn(db, staffUser.id);
    const day = dayIn(new Date(Date.now() + 25 * dayMs), 'Europe/Copenhagen');
    const added = await callAs(app, staff, {
      method: 'POST',
      url: apiUrl(endpoints.staff.holidays),
      payload: { date: day, title: 'Studio move', message: 'We move to a new studio.' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ date: day, title: 'Studio move', noAvailability: true });
    const list = await callAs(app, staff, { method: 'GET', url: apiUrl(endpoints.staff.holidays) });
    expect(list.json().holidays).toContainEqual(added.json());

    const calculation = await callAs(app, null, {
      method: 'POST',
      url: apiUrl(endpoints.orderForms.calculation('order-now')),
      payload: {
        timezone: 'Europe/Copenhagen',
        values: { treatment: 'redesign', slides: 12, turnaround: '48h' },
        changed: 'slides',
      },
    });
    const delivery = (calculation.json() as TOrderCalculationResponse).components.find(
      (item): item is Extract<TOrderFormComponent, { name: 'delivery' }> =>
        item.name === 'delivery',
    );
    expect(delivery?.options.blockedDays).toContainEqual({ date: day, reason: 'Studio move' });

    const removed = await callAs(app, staff, {
      method: 'DELETE',
      url: apiUrl(endpoints.staff.holiday(added.json().id)),
    });
    expect(removed.json()).toEqual({ type: 'success', message: holidayMessages.removed });
    const again = await callAs(app, staff, {
      method: 'DELETE',
      url: apiUrl(endpoints.staff.holiday(added.json().id)),
    });
    expect(again.statusCode).toBe(404);
    const audit = await callAs(app, staff, {
      method: 'GET',
      url: apiUrl(endpoints.staff.auditLog),
    });
    expect(
      audit
        .json()
        .items.slice(0, 2)
        .map((item: { action: string }) => item.action),
    ).toEqual(['holiday.remove', 'holiday.add']);
  });

  it('refuses a past day, a bad date or title, and everyone but staff', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const staffUser = await createTestUser(db, { isStaff: true });
    const staff = await signIn(db, staffUser.id);
    const post = (token: string | null, payload: object) =>
      callAs(app, token, { method: 'POST', url: apiUrl(endpoints.staff.holidays), payload });
    const past = await post(staff, { date: '2020-01-01', title: 'Old' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.date).toEqual([holidayMessages.inPast]);
    for (const bad of [
      { date: '2030-02-30', title: 'Nope' },
      { date: 'tomorrow', title: 'Nope' },
      { date: '2030-01-02', title: '' },
      { date: '2030-01-02', title: 'x'.repeat(121) },
      { date: '2030-01-02', title: 'a\u0000b' },
    ]) {
      expect((await post(staff, bad)).statusCode).toBe(422);
    }
    const team = await createTeamWithRoles(db);
    expect((await post(null, { date: '2030-01-02', title: 'Hi' })).statusCode).toBe(401);
    expect((await post(team.owner.token, { date: '2030-01-02', title: 'Hi' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await callAs(app, team.owner.token, {
          method: 'GET',
          url: apiUrl(endpoints.staff.holidays),
        })
      ).statusCode,
    ).toBe(403);
  });
});
