import { randomUUID } from 'node:crypto';
import {
  couponMessages,
  endpoints,
  type TCreateOrderRequest,
  type TOrderCalculationResponse,
  type TOrderFormComponent,
  type TOrderFormValuesInput,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../../../../db/schema/index.ts';
import { seedDemoCoupons } from '../../../../db/seed/demo-coupons.ts';
import { seedOrderingReference } from '../../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../../test/api-url.ts';
import { useTestContext } from '../../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
  await seedDemoCoupons(context.database.db);
});

const values = (coupon: string | null, overrides: TOrderFormValuesInput = {}) => ({
  treatment: 'redesign' as const,
  slides: 10,
  turnaround: '48h',
  style: { styleType: 'recommendation' as const },
  files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
  coupon,
  ...overrides,
});

async function apply(
  app: App,
  code: string | null,
  flowKey = 'order-now',
  token: string | null = null,
  overrides: TOrderFormValuesInput = {},
) {
  const response = await callAs(app, token, {
    method: 'POST',
    url: apiUrl(endpoints.orderForms.calculation(flowKey)),
    payload: { timezone: 'Europe/Copenhagen', values: values(code, overrides), changed: 'coupon' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as TOrderCalculationResponse;
  const coupon = body.components.find((item) => item.name === 'coupon') as
    | Extract<TOrderFormComponent, { name: 'coupon' }>
    | undefined;
  return { price: body.price, coupon };
}

const placing = (coupon: string | null): TCreateOrderRequest => ({
  flowKey: 'order-now',
  idempotencyKey: randomUUID(),
  timezone: 'Europe/Copenhagen',
  values: values(coupon),
  payment: { method: 'invoice', poNumber: '' },
});

describe('applying a coupon in the order form (§4 Coupon)', () => {
  it('takes its discount off the price, before VAT, and says so; a wrong code says why', async () => {
    const app = await context.createApp();
    const none = await apply(app, null);
    const subtotal = none.price?.subtotal ?? 0;
    expect(none.coupon?.options.upsellCoupon).toMatchObject({ code: 'WELCOME10', percentage: 10 });

    const applied = await apply(app, 'welcome10');
    expect(applied.coupon?.value).toBe('WELCOME10');
    expect(applied.coupon?.options.state).toEqual({
      status: 'success',
      message: couponMessages.applied,
    });
    expect(applied.price).toMatchObject({
      subtotal,
      discount: subtotal / 10,
      total: subtotal - subtotal / 10,
    });
    expect(applied.price?.lines.at(-1)).toEqual({
      key: 'discount:coupon:WELCOME10',
      label: 'Coupon WELCOME10 (10%)',
      amount: -subtotal / 10,
    });

    for (const [code, message] of [
      ['NOPE', couponMessages.notFound],
      ['EXPIRED5', couponMessages.expired],
      ['ADS25', couponMessages.notForOrder],
    ] as const) {
      const refused = await apply(app, code);
      expect(refused.coupon?.value).toBeNull();
      expect(refused.coupon?.options.state).toEqual({ status: 'error', message });
      expect(refused.price?.discount).toBe(0);
    }
    expect(
      (await apply(app, 'ADS25', 'order-ads', null, { turnaround: '48h' })).coupon?.value,
    ).toBe('ADS25');
  });

  it('answers a malformed code with 422, and a quote flow has no coupon step', async () => {
    const app = await context.createApp();
    const response = await callAs(app, null, {
      method: 'POST',
      url: apiUrl(endpoints.orderForms.calculation('order-now')),
      payload: { timezone: 'UTC', values: values('no spaces!'), changed: 'coupon' },
    });
    expect(response.statusCode).toBe(422);
    const quote = await callAs(app, null, {
      method: 'GET',
      url: `${apiUrl(endpoints.orderForms.form('quote'))}?timezone=UTC`,
    });
    expect(quote.json().components.some((item: { name: string }) => item.name === 'coupon')).toBe(
      false,
    );
  });
});

describe('placing an order with a coupon', () => {
  it('redeems it once, with the discount, and refuses a second use by the same team', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const first = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.create),
      payload: placing('WELCOME10'),
    });
    expect(first.statusCode).toBe(200);
    const order = first.json().order;
    expect(order.price.discount).toBeGreaterThan(0);
    const redeemed = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redeemed).toMatchObject([
      { teamId: team.teamId, discount: order.price.discount, currency: 'USD' },
    ]);

    const again = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.create),
      payload: placing('WELCOME10'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ coupon: [couponMessages.teamUsed] });
  });

  it('gives the last use of a coupon to one of two orders placed at the same moment', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    await db
      .insert(coupons)
      .values({ code: 'LASTONE', kind: 'percentage', percentage: 50, maxRedemptions: 1 });
    const teams = await Promise.all([createTeamWithRoles(db), createTeamWithRoles(db)]);
    const answers = await Promise.all(
      teams.map((team) =>
        callAs(app, team.owner.token, {
          method: 'POST',
          url: apiUrl(endpoints.orders.create),
          payload: placing('LASTONE'),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors).toEqual({ coupon: [couponMessages.usedUp] });
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'LASTONE'));
    const uses = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon?.id ?? 0));
    expect(uses).toHaveLength(1);
    const placed = await db
      .select()
      .from(orders)
      .where(eq(orders.id, uses[0]?.orderId ?? 0));
    expect(placed).toHaveLength(1);
  });
});
