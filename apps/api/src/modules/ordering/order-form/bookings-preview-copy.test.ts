import { endpoints } from '@deckhand/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs } from '../../../test/team-factory.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

afterEach(() => {
  vi.useRealTimers();
});

const payload = {
  timezone: 'Europe/Copenhagen',
  values: { treatment: 'redesign', slides: 12, turnaround: '48h' },
  changed: 'slides',
};

describe("the order form's calculations (a preview at every change)", () => {
  it('read the bookings at most once a second, and nothing else once the reference is kept', async () => {
    // The clock stands still unless the test moves it: the copy's second is exact.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    const app = await context.createApp({ env: { ORDER_REFERENCE_TTL_MS: '60000' } });
    const calculate = () =>
      callAs(app, null, {
        method: 'POST',
        url: apiUrl(endpoints.orderForms.calculation('order-now')),
        payload,
      });
    const first = await calculate();
    expect(first.statusCode).toBe(200);

    const selects = vi.spyOn(context.database.db, 'select');
    try {
      const again = await Promise.all([calculate(), calculate(), calculate()]);
      expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(again.map((response) => response.body)).toEqual([first.body, first.body, first.body]);
      expect(selects).not.toHaveBeenCalled();

      // A second later the previews read the bookings again (one query for the three).
      vi.setSystemTime(new Date('2026-11-23T09:00:01.001Z'));
      const later = await Promise.all([calculate(), calculate(), calculate()]);
      expect(later.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(selects).toHaveBeenCalledTimes(1);
    } finally {
      selects.mockRestore();
    }
  });
});
