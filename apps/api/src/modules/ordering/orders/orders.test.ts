import { randomUUID } from 'node:crypto';
import {
  creditMessages,
  endpoints,
  orderFormMessages,
  orderMessages,
  paymentMessages,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TOrderFormValuesInput,
  uploadMessages,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import {
  creditEntries,
  mailOutbox,
  orders,
  orderTransitions,
  payments,
  uploadedFiles,
} from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { grantTestCredits } from '../../../test/credit-factory.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { pdfBytes, uploadWhole } from '../../../test/upload-test-client.ts';
import { getBalance } from '../../billing/index.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

/** A complete order-now form: 12 redesigned slides in 48 hours from a Google Slides link. */
const orderNowValues: TOrderFormValuesInput = {
  treatment: 'redesign',
  slides: 12,
  turnaround: '48h',
  style: { styleType: 'recommendation' },
  files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
  brief: { text: 'Investor update, keep our colours.' },
};

function order(overrides: Partial<TCreateOrderRequest> = {}): TCreateOrderRequest {
  return {
    flowKey: 'order-now',
    idempotencyKey: randomUUID(),
    timezone: 'Europe/Copenhagen',
    values: orderNowValues,
    payment: { method: 'credits' },
    ...overrides,
  };
}

function place(app: App, token: string | null, payload: TCreateOrderRequest) {
  return callAs(app, token, { method: 'POST', url: apiUrl(endpoints.orders.create), payload });
}

const ordersOf = (db: Db, teamId: number) =>
  db.select().from(orders).where(eq(orders.teamId, teamId));

describe('POST /orders', () => {
  it('needs a signed-in customer', async () => {
    const app = await context.createApp();
    expect((await place(app, null, order())).statusCode).toBe(401);
  });

  it('places an order paid with credits: spent once in the order, stored with its promise, mailed', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await grantTestCredits(db, team.teamId, 100_000);
    const request = order();
    const response = await place(app, team.owner.token, request);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TCreateOrderResponse;
    expect(body.order).toMatchObject({
      status: 'received',
      number: `DH-${10_000 + body.order.id}`,
      paymentMethod: 'credits',
      slides: 12,
      treatment: 'redesign',
    });
    expect(body.order.promisedDeliveryAt).not.toBeNull();
    const total = body.order.price?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(await getBalance(db, team.teamId)).toBe(100_000 - total);

    // The same request again (a retry): the same order, nothing spent twice.
    const again = (await place(app, team.owner.token, request)).json() as TCreateOrderResponse;
    expect(again.order.id).toBe(body.order.id);
    expect(await getBalance(db, team.teamId)).toBe(100_000 - total);
    const spends = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.teamId, team.teamId), eq(creditEntries.kind, 'spend')));
    expect(spends.map((entry) => [entry.amount, entry.reference])).toEqual([
      [-total, `order:${body.order.id}`],
    ]);
    const transitions = await db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, body.order.id));
    expect(transitions).toMatchObject([
      {
        fromStatus: null,
        toStatus: 'received',
        actorKind: 'customer',
        actorUserId: team.owner.user.id,
      },
    ]);

    expect(await app.jobs.runDueJobs(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, team.owner.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      orderMessages.confirmationSubject(body.order.number),
    ]);
  });

  it('gives concurrent submits with one key one order and one spend', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await grantTestCredits(db, team.teamId, 100_000);
    const request = order();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => place(app, team.owner.token, request)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    expect(await ordersOf(db, team.teamId)).toHaveLength(1);
  });

  it('refuses the same key with other details, and credits that do not cover the order', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await grantTestCredits(db, team.teamId, 100_000);
    const request = order();
    await place(app, team.owner.token, request);
    const changed = await place(app, team.owner.token, {
      ...request,
      values: { ...orderNowValues, slides: 13 },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(paymentMessages.idempotencyKeyReused);

    const poor = await createTeamWithRoles(db);
    await grantTestCredits(db, poor.teamId, 100);
    const refused = await place(app, poor.owner.token, order());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(creditMessages.insufficientCredits);
    expect(await ordersOf(db, poor.teamId)).toEqual([]);
  });

  it('charges a saved card once and answers the paid order', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId);
    const request = order({ payment: { method: 'card', paymentMethodId: card.id } });
    const first = await place(app, team.owner.token, request);
    expect(first.statusCode).toBe(200);
    const body = first.json() as TCreateOrderResponse;
    expect(body.order.status).toBe('received');
    expect(body.payment?.payment).toMatchObject({
      purpose: 'order',
      status: 'succeeded',
      amount: body.order.price?.total,
    });
    const retry = (await place(app, team.owner.token, request)).json() as TCreateOrderResponse;
    expect(retry.payment?.payment.id).toBe(body.payment?.payment.id);
    expect(await db.select().from(payments).where(eq(payments.teamId, team.teamId))).toHaveLength(
      1,
    );
    const [stored] = await ordersOf(db, team.teamId);
    expect(stored?.paymentId).toBe(body.payment?.payment.id);
    // The timeline says what happened in words, never the internal note ('payment 10', issue 30).
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(body.order.id)),
    });
    expect(
      page
        .json()
        .details.timeline.map((entry: { to: string; by: string; note: string | null }) => [
          entry.to,
          entry.by,
          entry.note,
        ]),
    ).toEqual([
      ['awaitingPayment', team.owner.user.name, null],
      ['received', 'Deckhand', 'The card payment was received.'],
    ]);
  });

  it('cancels the order of a declined card and says why', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const card = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    const response = await place(
      app,
      team.owner.token,
      order({ payment: { method: 'card', paymentMethodId: card.id } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your card was declined.');
    const [cancelled] = await ordersOf(db, team.teamId);
    expect(cancelled?.status).toBe('cancelled');
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(cancelled?.id ?? 0)),
    });
    expect(page.json().details.timeline.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'Deckhand',
      note: 'The card payment was refused, so the order was cancelled.',
    });
  });

  it('places an order on invoice with its purchase order number', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const response = await place(
      app,
      team.owner.token,
      order({ payment: { method: 'invoice', poNumber: 'PO-7781' } }),
    );
    expect(response.statusCode).toBe(200);
    expect((await ordersOf(db, team.teamId)).map((row) => [row.status, row.poNumber])).toEqual([
      ['received', 'PO-7781'],
    ]);
  });

  it('puts what is missing on its fields, by component', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const response = await place(
      app,
      team.owner.token,
      order({ values: { treatment: 'redesign' }, payment: null }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      slides: [orderFormMessages.slidesRequired],
      delivery: [orderFormMessages.turnaroundRequired],
      files: [orderFormMessages.filesRequired],
      payment: [orderFormMessages.paymentMethodRequired],
    });
  });

  it('lets a manager without billing rights order nothing they cannot pay for', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const response = await place(app, team.manager.token, order());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment).toEqual([orderFormMessages.paymentMethodUnavailable]);
  });

  it('takes a quote request without payment and without a price', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const response = await place(
      app,
      team.manager.token,
      order({ flowKey: 'quote', payment: null }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      status: 'quoteRequested',
      price: null,
      promisedDeliveryAt: null,
    });
  });

  it('lets a team take the trial offer once', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const trial = (overrides: Partial<TCreateOrderRequest> = {}) =>
      order({ flowKey: 'try-us-out', payment: { method: 'invoice', poNumber: '' }, ...overrides });
    const first = await place(app, team.owner.token, trial());
    expect(first.statusCode).toBe(200);
    const second = await place(app, team.owner.token, trial());
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(orderFormMessages.offerTaken);
  });
});

describe('POST /orders with uploaded files', () => {
  async function uploadPdf(app: App, token: string | null) {
    const response = await uploadWhole(app, token, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      bytes: pdfBytes,
    });
    expect(response.statusCode).toBe(200);
    return String(response.json().id);
  }

  it('gives the order its files, and refuses another team’s', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const uuid = await uploadPdf(app, team.owner.token);
    const values = { ...orderNowValues, files: { files: [{ uuid, name: 'deck.pdf' }] } };
    const placed = await place(
      app,
      team.owner.token,
      order({ values, payment: { method: 'invoice', poNumber: '' } }),
    );
    expect(placed.statusCode).toBe(200);
    const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.publicId, uuid));
    expect(file?.orderId).toBe(placed.json().order.id);
    // The order page lists the file, the brief and the order's one status change so far.
    const page = await callAs(app, team.manager.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(placed.json().order.id)),
    });
    expect(page.json().details).toMatchObject({
      flowName: 'Order now',
      placedBy: team.owner.user.name,
      turnaroundName: '48 hours',
      files: [{ id: uuid, name: 'deck.pdf', status: 'complete' }],
      brief: orderNowValues.brief?.text,
      style: { type: 'recommendation', templateName: null },
      timeline: [{ from: null, to: 'received', by: team.owner.user.name, note: null }],
      poNumber: null,
    });
    const download = await callAs(app, team.manager.token, {
      method: 'GET',
      url: page.json().details.files[0].link,
    });
    expect(download.statusCode).toBe(200);

    const other = await createTeamWithRoles(db);
    const taken = await place(
      app,
      other.owner.token,
      order({ values, payment: { method: 'invoice', poNumber: '' } }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.files).toEqual([uploadMessages.notAcceptable]);
    expect(await ordersOf(db, other.teamId)).toEqual([]);
  });
});

describe('GET /orders/{id}', () => {
  it('shows an order to its team only', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const placed = (
      await place(app, team.owner.token, order({ payment: { method: 'invoice', poNumber: '' } }))
    ).json();
    const own = await callAs(app, team.manager.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(placed.order.id)),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().order.number).toBe(placed.order.number);
    const other = await createTeamWithRoles(db);
    const foreign = await callAs(app, other.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(placed.order.id)),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(orderMessages.orderNotFound);
  });
});
