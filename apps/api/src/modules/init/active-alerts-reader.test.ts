import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { createActiveAlertsReader } from './active-alerts-reader.ts';
import { createAlert } from './init.queries.ts';

const ctx = useTestContext();
const minute = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('active alerts reader', () => {
  it('applies the window at every read, even from its copy', async () => {
    const db = ctx.database.db;
    const now = new Date();
    await createAlert(db, {
      key: 'maintenance',
      message: 'Maintenance tonight',
      type: 'warning',
      startsAt: new Date(now.getTime() + 10 * minute),
      endsAt: new Date(now.getTime() + 20 * minute),
    });
    const reader = createActiveAlertsReader(db, { ttlMs: 60 * minute });

    expect(await reader.findActive(now)).toEqual([]);
    const during = await reader.findActive(new Date(now.getTime() + 15 * minute));
    expect(during.map((alert) => alert.message)).toEqual(['Maintenance tonight']);
    expect(await reader.findActive(new Date(now.getTime() + 25 * minute))).toEqual([]);
  });

  it('shows a new alert once its copy is older than the ttl', async () => {
    const db = ctx.database.db;
    let clockMs = 1_000_000;
    const reader = createActiveAlertsReader(db, { ttlMs: 5000, clock: () => clockMs });
    const before = await reader.findActive(new Date());
    await createAlert(db, {
      key: 'vat',
      message: 'Prices now include VAT',
      type: 'info',
      startsAt: new Date(Date.now() - minute),
      endsAt: null,
    });
    clockMs += 4999;
    expect(await reader.findActive(new Date())).toEqual(before);
    clockMs += 1;
    const after = await reader.findActive(new Date());
    expect(after.map((alert) => alert.message)).toContain('Prices now include VAT');
  });
});
