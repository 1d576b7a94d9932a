import { apiPrefix, endpoints, getNavigationVariant } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { alerts, providerHolidays, seedRuns } from '../schema/index.ts';
import { demoPassword, demoSignIns } from './demo-accounts.ts';
import { seedDemoAlerts } from './demo-alerts.ts';
import { holidayClosureFrom, seedDemoHolidays } from './demo-holidays.ts';
import { runSeedOnce, seedDemoData } from './index.ts';
import { seedOrderingReference } from './ordering-reference.ts';

const ctx = useTestContext();
const seedContext = async () => ({ store: await ctx.openStore() });

afterEach(() => {
  vi.useRealTimers();
});

describe('demo seed', () => {
  it('adds the holiday alert once, however often it runs', async () => {
    const { db } = ctx.database;
    expect(await seedDemoData(db, await seedContext())).toEqual([
      'demo-alerts',
      'demo-accounts',
      'demo-billing',
      'demo-holidays',
      'demo-coupons',
      'demo-custom-fields',
      'demo-orders',
      'demo-style-templates',
      'demo-order-work',
      'demo-review-pins',
      'demo-brand-check',
      'demo-review-log',
      'demo-approvers',
      'demo-review-guests',
      'demo-capacity-orders',
    ]);
    expect(await seedDemoData(db, await seedContext())).toEqual([]);
    const rows = await db.select().from(alerts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      key: 'holiday',
      type: 'info',
      endsAt: holidayClosureFrom(new Date()).alert.endsAt,
    });
    expect(rows[0]?.message).toMatch(/from 24 December \d{4} to 1 January \d{4}\./);
    expect(await db.select().from(seedRuns).where(eq(seedRuns.name, 'demo-alerts'))).toHaveLength(
      1,
    );
  });

  it('shows the seeded alert in GET /v1/init', async () => {
    await seedDemoData(ctx.database.db, await seedContext());
    const app = await ctx.createApp();
    const body = (await app.inject({ url: '/v1/init' })).json();
    expect(body.alerts).toEqual([
      expect.objectContaining({
        key: 'holiday',
        type: 'info',
        message: holidayClosureFrom(new Date()).alert.message,
      }),
    ]);
  });

  it('blocks in the order form’s delivery dates every day the holiday banner announces', async () => {
    // The demo seeds as a start on 27 November would run them (the closure 4 weeks ahead).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    const { db } = ctx.database;
    await seedOrderingReference(db);
    await db.delete(alerts);
    await db.delete(providerHolidays);
    await seedDemoAlerts(db);
    await seedDemoHolidays(db);
    const app = await ctx.createApp();
    const init = (await app.inject({ url: '/v1/init' })).json();
    const banner: string = init.alerts.find(
      (alert: { key: string }) => alert.key === 'holiday',
    ).message;
    const [, from, to] = banner.match(/closed for the holidays from (.+?) to (.+?)\./) ?? [];
    const announced: string[] = [];
    const last = new Date(`${to} UTC`);
    for (let day = new Date(`${from} UTC`); day <= last; day.setUTCDate(day.getUTCDate() + 1)) {
      announced.push(day.toISOString().slice(0, 10));
    }
    expect(announced).toHaveLength(9);

    const response = await app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpoints.orderForms.calculation('order-now')}`,
      headers: spaHeaders,
      payload: {
        timezone: 'Europe/Copenhagen',
        values: { treatment: 'redesign', slides: 12 },
        changed: 'slides',
      },
    });
    expect(response.statusCode).toBe(200);
    const delivery = response
      .json()
      .components.find((component: { name: string }) => component.name === 'delivery');
    const blocked = new Set(delivery.options.blockedDays.map((day: { date: string }) => day.date));
    expect(announced.filter((day) => !blocked.has(day))).toEqual([]);
  });

  it('runs a seed once even when two starts race', async () => {
    const { db } = ctx.database;
    let runs = 0;
    const seed = { name: 'race-probe', run: async () => void runs++ };
    const results = await Promise.all([
      runSeedOnce(db, seed, await seedContext()),
      runSeedOnce(db, seed, await seedContext()),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(runs).toBe(1);
  });

  it('leaves no marker when a seed fails, so the next start retries it', async () => {
    const { db } = ctx.database;
    const failing = {
      name: 'failing-probe',
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runSeedOnce(db, failing, await seedContext())).rejects.toThrow('boom');
    expect(await db.select().from(seedRuns).where(eq(seedRuns.name, 'failing-probe'))).toEqual([]);
  });
});

describe('demo accounts', () => {
  it('signs in one account of each navigation variant with the published password', async () => {
    await seedDemoData(ctx.database.db, await seedContext());
    const app = await ctx.createApp();
    const variants: Record<string, string> = {};
    for (const { email } of demoSignIns) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { email, password: demoPassword },
      });
      expect(response.statusCode, email).toBe(200);
      variants[email] = getNavigationVariant(response.json().user);
    }
    expect(variants).toEqual({
      'owner@example.com': 'regularOwner',
      'admin@example.com': 'manager',
      'manager@example.com': 'manager',
      'enterprise@example.com': 'subscriptionOwner',
      'staff@example.com': 'staff',
    });
  });
});

describe('demo style templates', () => {
  it("gives Northwind Studio's owner three templates whose files and covers can be fetched", async () => {
    await seedDemoData(ctx.database.db, await seedContext());
    const app = await ctx.createApp();
    const login = await app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpoints.users.login}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'owner@example.com', password: demoPassword },
    });
    const headers = {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${login.json().token}`,
    };
    const list = await app.inject({ url: `${apiPrefix}${endpoints.styleTemplates.list}`, headers });
    const templates = list.json().templates as { name: string; cover: { url: string } }[];
    expect(templates.map((template) => template.name)).toEqual([
      'Northwind corporate',
      'Northwind pitch',
      'Quarterly review',
    ]);
    const cover = await app.inject({ url: templates[0]?.cover.url ?? '', headers });
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/png']);
  });
});
