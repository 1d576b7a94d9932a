import { apiPrefix, endpoints, type TClientLanding, ZClientLanding } from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientSeeds } from '../../../db/seed/ordering-clients.ts';
import { listPricesPerSlide, negotiatedPrice } from '../../../db/seed/ordering-prices.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function getLanding(clientKey: string) {
  const app = await context.createApp();
  const response = await app.inject({ url: `${apiPrefix}${endpoints.clientLanding(clientKey)}` });
  return { status: response.statusCode, body: response.json() as TClientLanding };
}

describe('GET /clients/{clientKey}/landing (public, §2.2)', () => {
  it("gives a client's branding, its treatments and its lowest negotiated price per slide", async () => {
    const { status, body } = await getLanding('contoso');
    expect(status).toBe(200);
    expect(ZClientLanding.parse(body)).toEqual(body);
    const contoso = clientSeeds.find((client) => client.key === 'contoso');
    expect(body).toMatchObject({
      key: 'contoso',
      name: 'Contoso',
      branding: { primaryColor: contoso?.primaryColor, tagline: contoso?.tagline },
      hideFooter: false,
      currency: 'USD',
    });
    // The cheapest list price (fix-up in 5 days) less the client's discount; Express (Pro) aside.
    const cheapestList = Math.min(...Object.values(listPricesPerSlide).flat());
    expect(body.fromPricePerSlide).toBe(
      negotiatedPrice(cheapestList, contoso?.discountPercent ?? 0),
    );
    expect(body.treatments.length).toBeGreaterThan(0);
  });

  it('tells the two footer-less clients apart', async () => {
    const footerless = clientSeeds
      .filter((client) => client.hideFooter)
      .map((client) => client.key);
    expect(footerless).toHaveLength(2);
    for (const key of footerless) expect((await getLanding(key)).body.hideFooter).toBe(true);
  });

  it('answers 404 for a client that does not exist, and 422 for a key too long', async () => {
    const missing = await getLanding('no-such-client');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error' });
    expect((await getLanding('x'.repeat(41))).status).toBe(422);
  });

  it('lists every client landing page in the sitemap', async () => {
    const app = await context.createApp();
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const client of clientSeeds) expect(sitemap).toContain(`/clients/${client.key}</loc>`);
  });
});
