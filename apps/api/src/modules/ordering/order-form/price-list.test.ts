import { apiPrefix, endpoints, type TPriceList, ZPriceList } from '@deckhand/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { treatmentPrices } from '../../../db/schema/index.ts';
import { listPricesPerSlide } from '../../../db/seed/ordering-prices.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function getPriceList() {
  const app = await context.createApp();
  const response = await app.inject({ url: `${apiPrefix}${endpoints.priceList}` });
  return { status: response.statusCode, body: response.json() as TPriceList, response };
}

describe('GET /price-list (public, the pricing page)', () => {
  it('lists every treatment at every turnaround at its list price, and the add-ons', async () => {
    const { status, body, response } = await getPriceList();
    expect(status).toBe(200);
    expect(ZPriceList.parse(body)).toEqual(body);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(body.currency).toBe('USD');
    expect(body.treatments.map((treatment) => treatment.name)).toEqual([
      'Fix-up',
      'Redesign',
      'Custom design',
    ]);
    expect(body.turnarounds.map((turnaround) => [turnaround.key, turnaround.proOnly])).toEqual([
      ['10h', true],
      ['24h', false],
      ['48h', false],
      ['72h', false],
      ['5d', false],
    ]);
    // The list rows only: each enterprise client's negotiated prices stay out.
    expect(body.prices).toHaveLength(15);
    const redesign = body.prices.filter((row) => row.treatment === 'redesign');
    expect(redesign.map((row) => row.pricePerSlide)).toEqual([...listPricesPerSlide.redesign]);
    expect(body.addons.map((addon) => [addon.key, addon.pricePerSlide])).toEqual([
      ['grammarCheck', 200],
      ['speakerNotes', 400],
      ['animations', 300],
    ]);
  });

  it('shows a price staff changed in the database (no copy of its own)', async () => {
    const db = context.database.db;
    const where = and(
      isNull(treatmentPrices.flowKey),
      eq(treatmentPrices.treatment, 'fixup'),
      eq(treatmentPrices.turnaround, '48h'),
    );
    await db.update(treatmentPrices).set({ pricePerSlide: 1_250 }).where(where);
    try {
      const { body } = await getPriceList();
      expect(
        body.prices.find((row) => row.treatment === 'fixup' && row.turnaround === '48h'),
      ).toEqual({ treatment: 'fixup', turnaround: '48h', pricePerSlide: 1_250 });
    } finally {
      await db.update(treatmentPrices).set({ pricePerSlide: 1_200 }).where(where);
    }
  });
});
