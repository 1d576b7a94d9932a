import { randomUUID } from 'node:crypto';
import {
  endpoints,
  errorMessages,
  formatMinorUnits,
  paymentHistoryMessages,
  serverMessages,
  type TPaymentSummary,
  type TPaymentsResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import {
  billingProfiles,
  memberships,
  type PaymentRow,
  paymentMethods,
  payments,
} from '../../../db/schema/index.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { addTeamPerson, callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';
import { extractPdfText } from './extract-pdf-text.ts';

const ctx = useTestContext();
const v1 = (path: string) => `/v1${path}`;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 10, 0, 0));

type PaymentValues = Partial<typeof payments.$inferInsert>;

/** Test data: a payment row as the payments core stores it. */
async function insertPayment(db: Db, teamId: number, values: PaymentValues = {}) {
  const [row] = await db
    .insert(payments)
    .values({
      teamId,
      purpose: 'creditPack',
      description: 'Silver credit pack',
      amount: 50_000,
      currency: 'USD',
      status: 'succeeded',
      methodLabel: 'Visa •••• 4242',
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
      receiptNumber: `R-${randomUUID().slice(0, 8).toUpperCase()}`,
      paidAt: values.createdAt ?? day(1),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no payment row');
  return row;
}

async function createScene() {
  const db = ctx.database.db;
  const team = await createTeamWithRoles(db);
  const creditManager = await addTeamPerson(db, team.teamId, 'manager');
  await db
    .update(memberships)
    .set({ manageCredits: true })
    .where(eq(memberships.id, creditManager.membershipId));
  const other = await createTeamWithRoles(db);
  const staff = await createTestUser(db, { isStaff: true, password: null });
  return { db, team, creditManager, other, staffToken: await signIn(db, staff.id) };
}

const ids = (body: TPaymentsResponse) => body.items.map((item) => item.description);

describe('GET /billing/payments', () => {
  it('pages the team’s payments, newest first, and sorts by date or amount', async () => {
    const { db, team, other } = await createScene();
    // Seven payments: day n costs n * 1000 cents, except day 3, the dearest.
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await insertPayment(db, team.teamId, {
        description: `Payment ${n}`,
        amount: n === 3 ? 99_000 : n * 1000,
        createdAt: day(n),
        ...(n === 5 ? { status: 'failed', receiptNumber: null } : {}),
      });
    }
    await insertPayment(db, other.teamId, { description: 'Other team' });
    const app = await ctx.createApp();
    const list = async (query: string) => {
      const response = await callAs(app, team.owner.token, {
        method: 'GET',
        url: `${v1(endpoints.billing.payments)}${query}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json<TPaymentsResponse>();
    };

    const first = await list('');
    expect(first).toMatchObject({ total: 7, page: 1, limit: 5 });
    expect(ids(first)).toEqual(['Payment 7', 'Payment 6', 'Payment 5', 'Payment 4', 'Payment 3']);
    const failed = first.items.find((item) => item.description === 'Payment 5');
    expect(failed).toMatchObject({ status: 'failed', receiptAvailable: false });
    expect(first.items[0]).toMatchObject<Partial<TPaymentSummary>>({
      amount: 7000,
      currency: 'USD',
      methodLabel: 'Visa •••• 4242',
      purpose: 'creditPack',
      status: 'succeeded',
      receiptAvailable: true,
      createdAt: '2026-03-07T10:00:00.000000Z',
    });

    expect(ids(await list('?page=2'))).toEqual(['Payment 2', 'Payment 1']);
    expect(ids(await list('?page=3'))).toEqual([]);
    expect(ids(await list('?sort=date:asc&limit=10'))).toEqual([
      'Payment 1',
      'Payment 2',
      'Payment 3',
      'Payment 4',
      'Payment 5',
      'Payment 6',
      'Payment 7',
    ]);
    expect(ids(await list('?sort=amount:desc'))).toEqual([
      'Payment 3',
      'Payment 7',
      'Payment 6',
      'Payment 5',
      'Payment 4',
    ]);
    expect(ids(await list('?sort=amount:asc&page=2'))).toEqual(['Payment 7', 'Payment 3']);
  });

  it.each([
    ['?limit=7', 'limit'],
    ['?page=0', 'page'],
    ['?sort=name:asc', 'sort'],
    ['?sort=date:sideways', 'sort'],
  ])('refuses %s with a field error on %s', async (query, field) => {
    const { team } = await createScene();
    const app = await ctx.createApp();
    const response = await callAs(app, team.owner.token, {
      method: 'GET',
      url: `${v1(endpoints.billing.payments)}${query}`,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});

describe('payment history access (§6: manageCredits)', () => {
  it('lets the owner and a member with manageCredits read the list and a payment', async () => {
    const { db, team, creditManager } = await createScene();
    const payment = await insertPayment(db, team.teamId);
    const app = await ctx.createApp();
    for (const token of [team.owner.token, creditManager.token]) {
      const list = await callAs(app, token, { method: 'GET', url: v1(endpoints.billing.payments) });
      expect(list.statusCode).toBe(200);
      expect(list.json().total).toBe(1);
      const one = await callAs(app, token, {
        method: 'GET',
        url: v1(endpoints.billing.payment(payment.id)),
      });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: payment.id, receiptAvailable: true });
      const receipt = await callAs(app, token, {
        method: 'GET',
        url: v1(endpoints.billing.receipt(payment.id)),
      });
      expect(receipt.statusCode).toBe(200);
    }
  });

  it('refuses members without manageCredits, staff and the anonymous', async () => {
    const { db, team, staffToken } = await createScene();
    const payment = await insertPayment(db, team.teamId);
    const app = await ctx.createApp();
    const urls = [
      v1(endpoints.billing.payments),
      v1(endpoints.billing.payment(payment.id)),
      v1(endpoints.billing.receipt(payment.id)),
    ];
    for (const url of urls) {
      for (const token of [team.manager.token, team.admin.token]) {
        const refused = await callAs(app, token, { method: 'GET', url });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(paymentHistoryMessages.notAllowed);
      }
      const staff = await callAs(app, staffToken, { method: 'GET', url });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe(errorMessages.accessDenied);
      const anonymous = await callAs(app, null, { method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(serverMessages.unauthorized);
    }
  });

  it('shows another team’s owner none of the team’s payments (404 by id)', async () => {
    const { db, team, other } = await createScene();
    const payment = await insertPayment(db, team.teamId);
    const app = await ctx.createApp();
    const list = await callAs(app, other.owner.token, {
      method: 'GET',
      url: v1(endpoints.billing.payments),
    });
    expect(list.json()).toEqual({ items: [], total: 0, page: 1, limit: 5 });
    for (const url of [
      v1(endpoints.billing.payment(payment.id)),
      v1(endpoints.billing.receipt(payment.id)),
    ]) {
      const response = await callAs(app, other.owner.token, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(paymentHistoryMessages.notFound);
    }
  });

  it('answers 404 for an unknown id and 422 for one that is not an id', async () => {
    const { team } = await createScene();
    const app = await ctx.createApp();
    const unknown = await callAs(app, team.owner.token, {
      method: 'GET',
      url: v1(endpoints.billing.payment(2_000_000_000)),
    });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await callAs(app, team.owner.token, {
      method: 'GET',
      url: v1('/billing/payments/abc/receipt'),
    });
    expect(notAnId.statusCode).toBe(422);
  });
});

describe('GET /billing/payments/:id/receipt', () => {
  async function addProfile(db: Db, teamId: number) {
    await db.insert(billingProfiles).values({
      teamId,
      companyName: 'Acme Slides ApS',
      billingEmail: 'billing@acme.example',
      vatNumber: 'DK12345678',
      street: '12 Harbour Street',
      city: 'Copenhagen',
      postcode: '1050',
      countryId: 208,
    });
  }

  const getReceipt = async (token: string, payment: PaymentRow) => {
    const app = await ctx.createApp();
    return callAs(app, token, { method: 'GET', url: v1(endpoints.billing.receipt(payment.id)) });
  };

  it('is a PDF attachment with the seller, the billing address, the VAT number, the number and the amount', async () => {
    const { db, team } = await createScene();
    await addProfile(db, team.teamId);
    const payment = await insertPayment(db, team.teamId, {
      amount: 123_456_78,
      description: 'Gold credit pack',
      receiptNumber: 'DH-2026-000042',
      createdAt: day(4),
      paidAt: day(5),
    });
    const response = await getReceipt(team.owner.token, payment);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="receipt-DH-2026-000042.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await extractPdfText(response.rawPayload);
    expect(formatMinorUnits(123_456_78, 'USD')).toBe('$123 456.78');
    for (const expected of [
      'Deckhand',
      'Receipt number: DH-2026-000042',
      'Date paid: 5 March 2026',
      'Acme Slides ApS',
      '12 Harbour Street',
      'Copenhagen, 1050',
      'Denmark',
      'billing@acme.example',
      'VAT number: DK12345678',
      'Gold credit pack',
      '$123 456.78',
      'Payment method: Visa •••• 4242',
      'Status: Paid',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the VAT number of the method the payment used when it has one', async () => {
    const { db, team } = await createScene();
    await addProfile(db, team.teamId);
    const [method] = await db
      .insert(paymentMethods)
      .values({ teamId: team.teamId, kind: 'invoice', vat: 'GB999999973' })
      .returning();
    const payment = await insertPayment(db, team.teamId, {
      paymentMethodId: method?.id,
      methodLabel: 'Invoice',
    });
    const text = await extractPdfText((await getReceipt(team.owner.token, payment)).rawPayload);
    expect(text).toContain('VAT number: GB999999973');
    expect(text).not.toContain('DK12345678');
  });

  it('prints a billing profile written in other alphabets as it was saved (receipt-pdf.test.ts: every script)', async () => {
    const { db, team } = await createScene();
    await db.insert(billingProfiles).values({
      teamId: team.teamId,
      companyName: '王芳 · Ζωή Παπαδοπούλου · Дмитрий Иванов',
      street: 'ul. Świętokrzyska 12',
      city: 'Łódź',
      postcode: '90-001',
      countryId: 616,
    });
    const payment = await insertPayment(db, team.teamId);
    const text = await extractPdfText((await getReceipt(team.owner.token, payment)).rawPayload);
    const lines = text.split('\n');
    for (const expected of [
      '王芳 · Ζωή Παπαδοπούλου · Дмитрий Иванов',
      'ul. Świętokrzyska 12',
      'Łódź, 90-001',
      'Poland',
    ]) {
      expect(lines).toContain(expected);
    }
  });

  it('names the team when there is no billing profile, and keeps a refunded payment’s receipt', async () => {
    const { db, team } = await createScene();
    const payment = await insertPayment(db, team.teamId, { status: 'refunded', amount: 990 });
    const response = await getReceipt(team.owner.token, payment);
    expect(response.statusCode).toBe(200);
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain('$9.90');
    expect(text).toContain('Status: Refunded');
    expect(text).not.toContain('VAT number');
  });

  it.each(['failed', 'pending', 'requiresAction'] as const)(
    'is not available for a %s payment (404 with the reason)',
    async (status) => {
      const { db, team } = await createScene();
      const payment = await insertPayment(db, team.teamId, { status, receiptNumber: null });
      const response = await getReceipt(team.owner.token, payment);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'error',
        message: paymentHistoryMessages.receiptUnavailable,
      });
    },
  );
});
