import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  orderFlows,
  orders,
  providerHolidays,
  providerSettings,
} from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { buildTestOrderValues } from '../../../test/order-factory.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import {
  defaultProviderSettings,
  findActiveFlows,
  findAllPriceTables,
  findAllTurnarounds,
  findBookedSlides,
  findClosedDays,
  findVatRates,
  getProviderSettings,
} from './order-reference.queries.ts';
import { priceRowsOf } from './reference-snapshot.ts';

const ctx = useTestContext();

beforeEach(async () => {
  await seedOrderingReference(ctx.database.db);
});

describe('order reference queries', () => {
  it('reads the active flows with their clients, and no inactive one', async () => {
    const { db } = ctx.database;
    await db.update(orderFlows).set({ active: false }).where(eq(orderFlows.key, 'order-ads'));
    const flows = await findActiveFlows(db);
    expect(flows.get('order-now')).toMatchObject({ flow: { key: 'order-now' }, client: null });
    expect(flows.get('client-northwind')).toMatchObject({
      flow: { kind: 'client' },
      client: { key: 'northwind', name: 'Northwind Traders' },
    });
    expect(flows.has('order-ads')).toBe(false);
    expect(flows.has('nope')).toBe(false);
  });

  it("gives a flow the list prices with its own, and no other flow's", async () => {
    const { db } = ctx.database;
    const tables = await findAllPriceTables(db);
    const client = priceRowsOf(tables.treatmentPrices, 'client-northwind');
    expect(new Set(client.map((row) => row.flowKey))).toEqual(new Set([null, 'client-northwind']));
    const list = priceRowsOf(tables.treatmentPrices, 'order-now');
    expect(list.every((row) => row.flowKey === null)).toBe(true);
    expect(list).toHaveLength(15);
    expect(priceRowsOf(tables.addonPrices, 'order-now').map((row) => row.addonKey)).toEqual([
      'grammarCheck',
      'speakerNotes',
      'animations',
    ]);
  });

  it('reads turnarounds fastest first and the VAT rates', async () => {
    const { db } = ctx.database;
    expect((await findAllTurnarounds(db)).map((row) => [row.key, row.hours])).toEqual([
      ['10h', 10],
      ['24h', 24],
      ['48h', 48],
      ['72h', 72],
      ['5d', 120],
    ]);
    const rates = await findVatRates(db);
    expect([rates.size, rates.get('DK'), rates.get('DE'), rates.get('US')]).toEqual([
      27,
      2500,
      1900,
      undefined,
    ]);
  });

  it('reads the provider settings, or the defaults without the row', async () => {
    const { db } = ctx.database;
    expect(await getProviderSettings(db)).toEqual({
      id: 1,
      dailySlideCapacity: 400,
      timeZone: 'Europe/Copenhagen',
    });
    await db.delete(providerSettings);
    expect(await getProviderSettings(db)).toEqual(defaultProviderSettings);
  });

  it('reads the closed days in range: holidays with no availability only', async () => {
    const { db } = ctx.database;
    await db.insert(providerHolidays).values([
      { date: '2026-12-24', title: 'Christmas Eve' },
      { date: '2026-12-25', title: 'Christmas Day' },
      { date: '2026-12-25', title: 'Second title' },
      { date: '2026-12-28', title: 'Short-staffed', noAvailability: false },
      { date: '2027-01-01', title: "New Year's Day" },
    ]);
    expect([...(await findClosedDays(db, '2026-12-25', '2026-12-31'))]).toEqual([
      ['2026-12-25', 'Christmas Day'],
    ]);
  });

  it('sums the slides booked per provider-zone day, of received and awaiting orders only', async () => {
    const { db } = ctx.database;
    const team = await createTeamWithRoles(db);
    const order = (
      status: 'received' | 'awaitingPayment' | 'cancelled' | 'quoteRequested',
      slides: number,
      at: string,
    ) =>
      buildTestOrderValues({
        teamId: team.teamId,
        status,
        slides,
        total: null,
        paymentMethod: null,
        promisedDeliveryAt: new Date(at),
        timeZone: 'UTC',
        idempotencyKey: `${status}-${slides}-${at}`,
      });
    await db.insert(orders).values([
      order('received', 10, '2026-12-02T09:00:00Z'),
      order('awaitingPayment', 5, '2026-12-02T22:59:00Z'),
      // 23:30 UTC on the 2nd is 00:30 on the 3rd in Copenhagen.
      order('received', 7, '2026-12-02T23:30:00Z'),
      order('cancelled', 100, '2026-12-02T09:00:00Z'),
      order('quoteRequested', 100, '2026-12-02T09:00:00Z'),
      order('received', 50, '2026-12-10T09:00:00Z'),
    ]);
    expect(await findBookedSlides(db, '2026-12-01', '2026-12-05', 'Europe/Copenhagen')).toEqual(
      new Map([
        ['2026-12-02', 15],
        ['2026-12-03', 7],
      ]),
    );
    expect(await findBookedSlides(db, '2026-12-01', '2026-12-05', 'UTC')).toEqual(
      new Map([['2026-12-02', 22]]),
    );
  });
});
