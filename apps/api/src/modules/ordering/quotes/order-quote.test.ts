import { randomUUID } from 'node:crypto';
import {
  apiPrefix,
  dayMs,
  endpoints,
  formatOrderNumber,
  orderFormMessages,
  quoteMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';
import { appendCreditEntry, getBalance } from '../../billing/index.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function setup() {
  const db = context.database.db;
  const app = await context.createApp();
  const team = await createTeamWithRoles(db);
  const staffUser = await createTestUser(db, { isStaff: true });
  const staff = await signIn(db, staffUser.id);
  const quote = () =>
    insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'quoteRequested',
      total: null,
      paymentMethod: null,
      promisedDeliveryAt: null,
    });
  return { db, app, team, staff, quote };
}

const price = (app: App, token: string, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: `${apiPrefix}${endpoints.staff.quote(id)}`, payload });
const answer = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: `${apiPrefix}${endpoints.orders.quote(id)}`, payload });
const inFiveDays = () => new Date(Date.now() + 5 * dayMs).toISOString();
const accept = (payment: object) => ({ decision: 'accept', payment, idempotencyKey: randomUUID() });

async function priced(app: App, staff: string, id: number, total = 45_000) {
  const response = await price(app, staff, id, { total, promisedDeliveryAt: inFiveDays() });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('quotes: staff price them, the customer accepts and pays or declines', () => {
  it('prices a requested quote once, and mails the customer', async () => {
    const { db, app, team, staff, quote } = await setup();
    const order = await quote();
    const view = await callAs(app, staff, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.staff.order(order.id)}`,
    });
    expect(view.json().actions).toEqual(['price', 'cancel']);
    const past = await price(app, staff, order.id, {
      total: 45_000,
      promisedDeliveryAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.promisedDeliveryAt).toEqual([quoteMessages.deliveryInPast]);
    for (const total of [99, 1.5, 100_000_001]) {
      const bad = await price(app, staff, order.id, { total, promisedDeliveryAt: inFiveDays() });
      expect(bad.statusCode).toBe(422);
    }
    const done = await priced(app, staff, order.id);
    expect(done.json()).toMatchObject({
      order: {
        status: 'quoted',
        price: { total: 45_000, lines: [{ key: 'quote', amount: 45_000 }] },
      },
      actions: ['cancel'],
    });
    expect(
      (await price(app, staff, order.id, { total: 1000, promisedDeliveryAt: inFiveDays() }))
        .statusCode,
    ).toBe(409);
    const page = await callAs(app, team.manager.token, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.orders.order(order.id)}`,
    });
    expect(page.json().order).toMatchObject({ status: 'quoted', price: { total: 45_000 } });
    expect(
      (
        await price(app, team.owner.token, order.id, {
          total: 1000,
          promisedDeliveryAt: inFiveDays(),
        })
      ).statusCode,
    ).toBe(403);

    await app.jobs.runDueJobs(new Date(Date.now() + 1000));
    const mails = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, team.owner.user.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      quoteMessages.readySubject(formatOrderNumber(order.id)),
    );
  });

  it('is paid with credits when the balance covers it, and only by those who may', async () => {
    const { db, app, team, staff, quote } = await setup();
    const order = await quote();
    await priced(app, staff, order.id);
    const short = await answer(app, team.owner.token, order.id, accept({ method: 'credits' }));
    expect(short.statusCode).toBe(400);
    expect(
      (
        await callAs(app, team.owner.token, {
          method: 'GET',
          url: `${apiPrefix}${endpoints.orders.order(order.id)}`,
        })
      ).json().order.status,
    ).toBe('quoted');
    await db.transaction((tx) =>
      appendCreditEntry(tx, {
        teamId: team.teamId,
        kind: 'purchase',
        amount: 50_000,
        reason: 'test',
        reference: `test:${randomUUID()}`,
      }),
    );
    const refused = await answer(
      app,
      team.manager.token,
      order.id,
      accept({ method: 'invoice', poNumber: '' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment).toEqual([orderFormMessages.paymentMethodUnavailable]);
    const paid = await answer(app, team.owner.token, order.id, accept({ method: 'credits' }));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      order: { status: 'received', paymentMethod: 'credits' },
      payment: null,
    });
    expect(await getBalance(db, team.teamId)).toBe(5_000);
    const again = await answer(app, team.owner.token, order.id, accept({ method: 'credits' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(quoteMessages.notQuoted);
  });

  it('is paid by invoice or by card, goes back to quoted when the card is refused, or is declined', async () => {
    const { db, app, team, staff, quote } = await setup();
    const byInvoice = await quote();
    await priced(app, staff, byInvoice.id);
    const invoiced = await answer(
      app,
      team.owner.token,
      byInvoice.id,
      accept({ method: 'invoice', poNumber: 'PO-9' }),
    );
    expect(invoiced.json().order).toMatchObject({ status: 'received', paymentMethod: 'invoice' });

    const byCard = await quote();
    await priced(app, staff, byCard.id, 12_300);
    const declinedCard = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    const refused = await answer(
      app,
      team.owner.token,
      byCard.id,
      accept({ method: 'card', paymentMethodId: declinedCard.id }),
    );
    expect(refused.statusCode).toBe(400);
    const back = await callAs(app, team.owner.token, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.orders.order(byCard.id)}`,
    });
    expect(back.json().order.status).toBe('quoted');
    const card = await insertSandboxCard(db, team.teamId);
    const paid = await answer(
      app,
      team.owner.token,
      byCard.id,
      accept({ method: 'card', paymentMethodId: card.id }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      order: { status: 'received', paymentMethod: 'card' },
      payment: { payment: { amount: 12_300 } },
    });

    const unwanted = await quote();
    await priced(app, staff, unwanted.id);
    const stranger = await createTeamWithRoles(db);
    expect(
      (await answer(app, stranger.owner.token, unwanted.id, { decision: 'decline' })).statusCode,
    ).toBe(404);
    const declined = await answer(app, team.manager.token, unwanted.id, {
      decision: 'decline',
      reason: 'Too dear',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().order.status).toBe('cancelled');
    expect(
      (await answer(app, team.owner.token, (await quote()).id, { decision: 'decline' })).statusCode,
    ).toBe(409);
  });
});
