import {
  endpoints,
  orderFormMessages,
  type TOrderCalculationResponse,
  type TOrderFormComponent,
  type TOrderFormData,
  type TOrderFormValuesInput,
  validationMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingProfiles, providerHolidays } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { dayIn } from './form-components.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function getForm(app: App, flowKey: string, token: string | null = null, headers = {}) {
  const response = await app.inject({
    url: `${apiUrl(endpoints.orderForms.form(flowKey))}?timezone=Europe%2FCopenhagen`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() as TOrderFormData };
}

async function calculate(
  app: App,
  flowKey: string,
  values: TOrderFormValuesInput,
  changed: string | null,
  token: string | null = null,
) {
  const response = await callAs(app, token, {
    method: 'POST',
    url: apiUrl(endpoints.orderForms.calculation(flowKey)),
    payload: { timezone: 'Europe/Copenhagen', values, changed },
  });
  return { status: response.statusCode, body: response.json() as TOrderCalculationResponse };
}

const component = <N extends TOrderFormComponent['name']>(
  components: TOrderFormComponent[],
  name: N,
) => {
  const found = components.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} component`);
  return found as Extract<TOrderFormComponent, { name: N }>;
};

describe('GET /order-forms/{flowKey}', () => {
  it('serves the stepped order-now form to a visitor: steps, treatments with prices, no price yet', async () => {
    const app = await context.createApp();
    const { status, body } = await getForm(app, 'order-now');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      flowKey: 'order-now',
      stepped: true,
      isQuote: false,
      currency: 'USD',
      currencySign: '$',
      timezone: 'Europe/Copenhagen',
    });
    expect(body.steps.map((step) => step.key)).toEqual(
      expect.arrayContaining([
        'treatments',
        'slidesNumber',
        'deliveryDates',
        'uploadFiles',
        'paymentDetails',
      ]),
    );
    const treatment = component(body.components, 'treatment');
    expect(treatment.options.map((option) => option.key)).toEqual([
      'fixup',
      'redesign',
      'customDesign',
    ]);
    for (const option of treatment.options) expect(option.price).toBeGreaterThan(0);
    expect(body.price).toBeNull();
    // A visitor signs up before paying: no way to pay yet.
    expect(component(body.components, 'payment').options.methods).toEqual([]);
  });

  it('answers 404 with the message for an unknown flow, and 422 for an unknown time zone', async () => {
    const app = await context.createApp();
    const missing = await getForm(app, 'no-such-flow');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      status: 'error',
      message: orderFormMessages.flowNotFound,
    });
    const badZone = await app.inject({
      url: `${apiUrl(endpoints.orderForms.form('order-now'))}?timezone=Mars%2FOlympus`,
    });
    expect(badZone.statusCode).toBe(422);
    expect(badZone.json().errors.timezone).toEqual([orderFormMessages.timezoneInvalid]);
  });

  it('fixes the 10-for-49 offer: 10 slides, the treatment step hidden, $49.00 whatever the table says', async () => {
    const app = await context.createApp();
    const { body } = await getForm(app, '10-for-49');
    expect(component(body.components, 'slides')).toMatchObject({
      value: 10,
      options: { fixed: 10 },
    });
    expect(component(body.components, 'treatment').properties.hideStep).toBe(true);
    expect(body.price).toMatchObject({ subtotal: 4900, vat: 0, total: 4900 });
  });

  it('tells a team that used the trial offer so on the form, not at the end (issue 30)', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    expect((await getForm(app, 'try-us-out', team.owner.token)).body.offerTaken).toBe(false);
    const placed = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.create),
      payload: {
        flowKey: 'try-us-out',
        idempotencyKey: crypto.randomUUID(),
        timezone: 'Europe/Copenhagen',
        values: {
          treatment: 'redesign',
          turnaround: '48h',
          style: { styleType: 'recommendation' },
          files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
          brief: { text: 'Our pitch.' },
        },
        payment: { method: 'invoice', poNumber: '' },
      },
    });
    expect(placed.statusCode).toBe(200);
    // The whole team knows it at once; another flow, and a visitor, are not concerned.
    expect((await getForm(app, 'try-us-out', team.manager.token)).body.offerTaken).toBe(true);
    expect((await getForm(app, 'order-now', team.owner.token)).body.offerTaken).toBe(false);
    expect((await getForm(app, 'try-us-out')).body.offerTaken).toBe(false);
  });

  it('has no price and no payment step for a quote', async () => {
    const app = await context.createApp();
    const { body } = await getForm(app, 'quote');
    expect(body.isQuote).toBe(true);
    expect(body.price).toBeNull();
    expect(body.components.some((item) => item.name === 'payment')).toBe(false);
  });

  it('shows an enterprise client its negotiated prices, below the list prices', async () => {
    const app = await context.createApp();
    const list = await getForm(app, 'order-now');
    const clientFlow = await getForm(app, 'client-northwind');
    expect(clientFlow.status).toBe(200);
    expect(clientFlow.body.client).toMatchObject({ key: 'northwind' });
    const priceOf = (body: TOrderFormData) =>
      component(body.components, 'treatment').options.find((option) => option.key === 'redesign')
        ?.price ?? 0;
    expect(priceOf(clientFlow.body)).toBeLessThan(priceOf(list.body));
  });

  it('offers an owner credits, card and invoice with the balance; a manager without rights nothing', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const owner = component(
      (await getForm(app, 'order-now', team.owner.token)).body.components,
      'payment',
    );
    expect(owner.options).toEqual({ methods: ['credits', 'card', 'invoice'], creditBalance: 0 });
    const manager = component(
      (await getForm(app, 'order-now', team.manager.token)).body.components,
      'payment',
    );
    expect(manager.options).toEqual({ methods: [], creditBalance: null });
  });
});

describe('POST /order-forms/{flowKey}/calculation', () => {
  const values = { treatment: 'redesign', slides: 12 } as const;

  it('answers the components a change of slides affects and the server price', async () => {
    const app = await context.createApp();
    const { status, body } = await calculate(app, 'order-now', values, 'slides');
    expect(status).toBe(200);
    expect(body.components.map((item) => item.name).sort()).toEqual([
      'addons',
      'coupon',
      'delivery',
      'slides',
    ]);
    const delivery = component(body.components, 'delivery');
    const cheapest = delivery.options.turnarounds.filter((option) => option.available).at(-1);
    expect(cheapest?.deliveryAt).not.toBeNull();
    expect(body.price?.total).toBe(cheapest?.price);
    expect(body.price?.lines[0]?.label).toContain('12 slides');
  });

  it('adds the grammar check at its price per slide, and recomputes everything for a restored form', async () => {
    const app = await context.createApp();
    const plain = await calculate(app, 'order-now', { ...values, turnaround: '48h' }, null);
    const addon = component(plain.body.components, 'addons').options.find(
      (option) => option.key === 'grammarCheck',
    );
    expect(addon).toBeDefined();
    const withGrammar = await calculate(
      app,
      'order-now',
      { ...values, turnaround: '48h', addons: ['grammarCheck'] },
      'addons',
    );
    expect(withGrammar.body.price?.total).toBe(
      (plain.body.price?.total ?? 0) + (addon?.pricePerSlide ?? 0) * 12,
    );
    expect(plain.body.components.length).toBe(
      (await getForm(app, 'order-now')).body.components.length,
    );
  });

  it('charges VAT to an EU customer without a VAT number, not with one', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    await context.database.db
      .insert(billingProfiles)
      .values({ teamId: team.teamId, countryId: 208 }); // Denmark
    const dk = await calculate(
      app,
      'order-now',
      { ...values, turnaround: '48h' },
      'slides',
      team.owner.token,
    );
    expect(dk.body.price?.vatRate).toBe(2500);
    expect(dk.body.price?.vat).toBe(Math.round(((dk.body.price?.subtotal ?? 0) * 2500) / 10000));
    await context.database.db
      .update(billingProfiles)
      .set({ vatNumber: 'DK12345678' })
      .where(eq(billingProfiles.teamId, team.teamId));
    const reverseCharge = await calculate(
      app,
      'order-now',
      { ...values, turnaround: '48h' },
      'slides',
      team.owner.token,
    );
    expect(reverseCharge.body.price?.vat).toBe(0);
  });

  it('keeps the Pro turnaround for Pro customers, with the reason', async () => {
    const app = await context.createApp();
    const { body } = await calculate(app, 'order-now', values, 'slides');
    const pro = component(body.components, 'delivery').options.turnarounds.find(
      (option) => option.key === '10h',
    );
    expect(pro).toMatchObject({
      available: false,
      unavailableReason: orderFormMessages.turnaroundProOnly,
    });
  });

  it('blocks a provider holiday in the date picker with its title as the reason', async () => {
    const app = await context.createApp();
    const day = dayIn(new Date(Date.now() + 20 * 24 * 60 * 60 * 1000), 'Europe/Copenhagen');
    await context.database.db
      .insert(providerHolidays)
      .values({ date: day, title: 'Company retreat' });
    const { body } = await calculate(app, 'order-now', values, 'slides');
    expect(component(body.components, 'delivery').options.blockedDays).toContainEqual({
      date: day,
      reason: 'Company retreat',
    });
  });

  it('refuses values out of bounds with field messages', async () => {
    const app = await context.createApp();
    const { status, body } = await calculate(app, 'order-now', { slides: 40_000 }, 'slides');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: 'error',
      errors: { 'values.slides': [validationMessages.numberTooLarge] },
    });
  });
});
