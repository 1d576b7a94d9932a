import { randomUUID } from 'node:crypto';
import {
  dayMs,
  endpoints,
  orderFormMessages,
  type TOrderCalculationResponse,
  type TOrderFormComponent,
  type TOrderFormValuesInput,
  toServerTimestamp,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { grantTestCredits } from '../../../test/credit-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const values: TOrderFormValuesInput = {
  treatment: 'redesign',
  slides: 12,
  turnaround: '48h',
  style: { styleType: 'recommendation' },
  files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
  brief: { text: 'Investor update.' },
};
const outside = {
  'values.deliveryAt': [orderFormMessages.deliveryDateOutsideWindow],
};

function calculate(app: App, deliveryAt: string | null) {
  return callAs(app, null, {
    method: 'POST',
    url: apiUrl(endpoints.orderForms.calculation('order-now')),
    payload: { timezone: 'Europe/Copenhagen', values: { ...values, deliveryAt }, changed: null },
  });
}

function place(app: App, token: string, deliveryAt: string | null) {
  return callAs(app, token, {
    method: 'POST',
    url: apiUrl(endpoints.orders.create),
    payload: {
      flowKey: 'order-now',
      idempotencyKey: randomUUID(),
      timezone: 'Europe/Copenhagen',
      values: { ...values, deliveryAt },
      payment: { method: 'credits' },
    },
  });
}

/** The date picker's last day (YYYY-MM-DD in Copenhagen), as the form gives it. */
async function lastPickerDay(app: App): Promise<string> {
  const body = (await calculate(app, null)).json() as TOrderCalculationResponse;
  const delivery = body.components.find((item) => item.name === 'delivery') as Extract<
    TOrderFormComponent,
    { name: 'delivery' }
  >;
  const last = delivery.options.maxDate;
  if (!last) throw new Error('the picker has no last day');
  return last;
}

/** A Monday to Friday about a month ahead, at noon in Copenhagen. */
function aWeekdayNextMonth(): string {
  const day = new Date(Date.now() + 30 * dayMs);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T11:00:00.000000Z`;
}

describe('the booking window of values.deliveryAt', () => {
  it('is 422 on values.deliveryAt in the price calculation, far ahead or past', async () => {
    const app = await context.createApp();
    for (const deliveryAt of ['9999-12-31T10:00:00.000000Z', '2020-01-06T10:00:00.000000Z']) {
      const response = await calculate(app, deliveryAt);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', errors: outside });
    }
  });

  it('takes any hour of the picker’s last day in the calculation, and refuses the day after', async () => {
    const app = await context.createApp();
    const last = await lastPickerDay(app);
    // 21:30Z is 22:30 or 23:30 in Copenhagen: still the last day there.
    expect((await calculate(app, `${last}T21:30:00.000000Z`)).statusCode).toBe(200);
    const after = toServerTimestamp(new Date(Date.parse(`${last}T12:00:00Z`) + dayMs));
    const refused = await calculate(app, after);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(outside);
  });

  it('is 422 on values.deliveryAt when an order is placed, and places nothing', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await grantTestCredits(db, team.teamId, 100_000);
    for (const deliveryAt of ['9999-12-31T10:00:00.000000Z', '2020-01-06T10:00:00.000000Z']) {
      const response = await place(app, team.owner.token, deliveryAt);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(outside);
    }
    expect(await db.select().from(orders).where(eq(orders.teamId, team.teamId))).toEqual([]);
  });

  it('places an order with a later date inside the window', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await grantTestCredits(db, team.teamId, 100_000);
    const deliveryAt = aWeekdayNextMonth();
    const response = await place(app, team.owner.token, deliveryAt);
    expect(response.statusCode).toBe(200);
    expect(response.json().order.promisedDeliveryAt).toBe(deliveryAt);
  });
});
