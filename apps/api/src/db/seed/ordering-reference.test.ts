import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  enterpriseClients,
  orderFlows,
  providerHolidays,
  providerSettings,
  treatmentPrices,
  turnarounds,
  vatRates,
} from '../schema/index.ts';
import { demoHolidaysFrom, holidayClosureFrom, seedDemoHolidays } from './demo-holidays.ts';
import { seedReferenceData } from './index.ts';
import { seedOrderingReference } from './ordering-reference.ts';

const ctx = useTestContext();

const listPrice = async (turnaround: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(treatmentPrices)
    .where(
      and(
        isNull(treatmentPrices.flowKey),
        eq(treatmentPrices.treatment, 'redesign'),
        eq(treatmentPrices.turnaround, turnaround),
      ),
    );
  return row?.pricePerSlide;
};

describe('ordering reference seed', () => {
  it('runs with the reference data and seeds flows, clients, prices, VAT and capacity', async () => {
    const { db } = ctx.database;
    expect(await seedReferenceData(db)).toContain('ordering-reference');
    const flows = await db.select().from(orderFlows);
    expect(
      flows
        .filter((flow) => flow.kind === 'public')
        .map((flow) => flow.key)
        .sort(),
    ).toEqual(['10-for-49', 'order-ads', 'order-now', 'quote', 'try-us-out']);
    const clients = await db.select().from(enterpriseClients);
    expect(clients).toHaveLength(20);
    expect(clients.filter((client) => client.hideFooter)).toHaveLength(2);
    expect(flows.filter((flow) => flow.kind === 'client')).toHaveLength(20);
    expect(flows.find((flow) => flow.key === 'quote')).toMatchObject({ isQuote: true });
    expect(flows.find((flow) => flow.key === '10-for-49')?.definition).toMatchObject({
      offer: { amount: 4900 },
      slides: { fixed: 10 },
      treatments: ['redesign'],
    });
    expect(await db.select().from(vatRates)).toHaveLength(27);
    expect(await db.select().from(providerSettings)).toEqual([
      { id: 1, dailySlideCapacity: 400, timeZone: 'Europe/Copenhagen' },
    ]);
    expect(await listPrice('48h')).toBe(2500);
  });

  it('prices every treatment at every turnaround each flow offers, faster costing more', async () => {
    const { db } = ctx.database;
    await seedOrderingReference(db);
    const rows = await db.select().from(treatmentPrices);
    const hours = new Map((await db.select().from(turnarounds)).map((row) => [row.key, row.hours]));
    for (const flow of await db.select().from(orderFlows)) {
      for (const treatment of flow.definition.treatments) {
        const prices = flow.definition.turnarounds.map(
          (turnaround) =>
            rows.find(
              (row) =>
                row.treatment === treatment &&
                row.turnaround === turnaround &&
                (row.flowKey === flow.key || row.flowKey === null),
            )?.pricePerSlide,
        );
        expect(prices.every((price) => typeof price === 'number' && price > 0)).toBe(true);
        const byHours = [...flow.definition.turnarounds].sort(
          (a, b) => (hours.get(a) ?? 0) - (hours.get(b) ?? 0),
        );
        expect(byHours).toEqual(flow.definition.turnarounds);
      }
    }
    const northwind = rows.find(
      (row) =>
        row.flowKey === 'client-northwind' &&
        row.treatment === 'redesign' &&
        row.turnaround === '48h',
    );
    expect(northwind?.pricePerSlide).toBe(2130);
  });

  it('inserts what is missing and never overwrites a price staff changed', async () => {
    const { db } = ctx.database;
    await seedOrderingReference(db);
    await db
      .update(treatmentPrices)
      .set({ pricePerSlide: 2700 })
      .where(
        and(
          isNull(treatmentPrices.flowKey),
          eq(treatmentPrices.treatment, 'redesign'),
          eq(treatmentPrices.turnaround, '48h'),
        ),
      );
    await db.delete(vatRates).where(eq(vatRates.countryCode, 'DK'));
    await seedOrderingReference(db);
    expect(await listPrice('48h')).toBe(2700);
    expect(await db.select().from(vatRates).where(eq(vatRates.countryCode, 'DK'))).toEqual([
      { countryCode: 'DK', rateBasisPoints: 2500 },
    ]);
    expect(await db.select().from(orderFlows)).toHaveLength(25);
  });
});

describe('demo holidays', () => {
  const closure2026 = [
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
    '2026-12-27',
    '2026-12-28',
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
  ];
  it.each([
    ['late November', '2026-11-23T10:00:00Z', ['2026-12-14', ...closure2026]],
    // The company day would fall in the closure: it moves to the first working day after.
    ['early December', '2026-12-03T10:00:00Z', [...closure2026, '2027-01-04']],
    ['mid December', '2026-12-15T10:00:00Z', [...closure2026, '2027-01-05']],
    [
      'on New Year’s Day',
      '2027-01-01T10:00:00Z',
      ['2026-12-24', ...closure2026.slice(1), '2027-01-22'],
    ],
    [
      'spring',
      '2027-04-01T10:00:00Z',
      [
        '2027-04-22',
        ...[
          '2027-12-24',
          '2027-12-25',
          '2027-12-26',
          '2027-12-27',
          '2027-12-28',
          '2027-12-29',
          '2027-12-30',
          '2027-12-31',
          '2028-01-01',
        ],
      ],
    ],
  ])('block the whole holiday closure and a company day when seeded in %s', (_case, now, dates) => {
    expect(demoHolidaysFrom(new Date(now)).map((holiday) => holiday.date)).toEqual(dates);
  });

  it('announce the closure they block, and the first working day after it', () => {
    const closure = holidayClosureFrom(new Date('2026-11-27T10:00:00Z'));
    expect(closure.alert.message).toBe(
      'Our studio is closed for the holidays from 24 December 2026 to 1 January 2027. Orders ' +
        'placed in that time are scheduled from 4 January 2027; urgent requests are still ' +
        'answered by email.',
    );
    expect(closure.alert.endsAt).toEqual(new Date('2027-01-04T00:00:00Z'));
  });

  it('adds the holidays once', async () => {
    const { db } = ctx.database;
    const now = new Date('2026-11-23T10:00:00Z');
    await seedDemoHolidays(db, now);
    await seedDemoHolidays(db, now);
    const rows = await db.select().from(providerHolidays);
    expect(rows.map((row) => [row.date, row.title, row.noAvailability])).toEqual([
      ['2026-12-14', 'Company day', true],
      ['2026-12-24', 'Christmas Eve', true],
      ['2026-12-25', 'Christmas Day', true],
      ['2026-12-26', 'Boxing Day', true],
      ...['27', '28', '29', '30', '31'].map((day) => [`2026-12-${day}`, 'Holiday closure', true]),
      ['2027-01-01', "New Year's Day", true],
    ]);
  });
});
