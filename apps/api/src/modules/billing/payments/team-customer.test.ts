import { setTimeout as delay } from 'node:timers/promises';
import { endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { spaHeaders, useTestContext } from '../../../test/create-test-app.ts';
import {
  type SeenStripeRequest,
  type StripeAnswer,
  useStripeApiServer,
} from '../../../test/stripe-api-server.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import { ensureTeamCustomer } from './team-customer.ts';

const ctx = useTestContext();
const stripe = useStripeApiServer();

/**
 * Stripe's customers and payment methods as the API behaves: a create under an idempotency key
 * made before answers that customer again, and one arriving while the first is still running
 * is refused with 409 (Stripe's client retries it). The first create takes 150 ms, so ten
 * requests at once meet it in flight.
 */
function playStripeCustomers() {
  const byKey = new Map<string, Promise<{ id: string }>>();
  const inFlight = new Set<string>();
  let created = 0;
  const method = (id: string, customer: string | null) => ({
    object: 'payment_method',
    id,
    customer,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
  });
  stripe.answer = async (request: SeenStripeRequest): Promise<StripeAnswer> => {
    if (request.method === 'POST' && request.path === '/v1/customers') {
      const key = request.idempotencyKey ?? `no-key-${Math.random()}`;
      if (inFlight.has(key)) {
        return {
          status: 409,
          body: {
            error: {
              type: 'idempotency_error',
              message: 'There is currently another in-progress request using this Idempotent Key.',
            },
          },
        };
      }
      if (!byKey.has(key)) {
        inFlight.add(key);
        created += 1;
        const customer = { id: `cus_${created}` };
        byKey.set(
          key,
          delay(150).then(() => customer),
        );
        await byKey.get(key);
        inFlight.delete(key);
      }
      const customer = await byKey.get(key);
      return { status: 200, body: { object: 'customer', ...customer } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(request.path);
    if (request.method === 'POST' && attach?.[1]) {
      return { status: 200, body: method(attach[1], request.form.customer ?? null) };
    }
    const read = /^\/v1\/payment_methods\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && read?.[1]) return { status: 200, body: method(read[1], null) };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Nope' } } };
  };
  return { createdCount: () => created };
}

describe('one gateway customer per team (issue 32)', () => {
  it('makes one Stripe customer for ten first cards added at the same moment', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const local = playStripeCustomers();
    const app = await ctx.createApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_customers',
        STRIPE_API_URL: `http://127.0.0.1:${stripe.api.port}`,
      },
    });

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `/v1${endpoints.billing.paymentMethods}`,
          headers: { ...spaHeaders, authorization: `Bearer ${team.owner.token}` },
          payload: { kind: 'card', token: `pm_card_${index}` },
        }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(local.createdCount()).toBe(1);
    const [stored] = await db
      .select({ customer: teams.gatewayCustomerId })
      .from(teams)
      .where(eq(teams.id, team.teamId));
    expect(stored?.customer).toBe('cus_1');
    const creates = stripe.seen.filter((request) => request.path === '/v1/customers');
    expect(new Set(creates.map((request) => request.idempotencyKey))).toEqual(
      new Set([`team-${team.teamId}-customer`]),
    );
    const attaches = stripe.seen.filter((request) => request.path.endsWith('/attach'));
    expect(attaches).toHaveLength(10);
    expect(new Set(attaches.map((request) => request.form.customer))).toEqual(new Set(['cus_1']));
  });

  it('keeps the first customer stored, and uses it when its own call fails', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const sandbox = createSandboxGateway({ secret: 'x'.repeat(32) });
    const racing: PaymentGateway = {
      ...sandbox,
      name: 'stripe',
      ensureCustomer: async () => {
        // Another request stores its customer while this call is on the network, which fails.
        await db
          .update(teams)
          .set({ gatewayCustomerId: 'cus_first' })
          .where(eq(teams.id, team.teamId));
        throw new Error('socket hang up');
      },
    };
    expect(await ensureTeamCustomer(db, racing, team.teamId)).toBe('cus_first');

    const late: PaymentGateway = { ...racing, ensureCustomer: async () => 'cus_second' };
    await db.update(teams).set({ gatewayCustomerId: null }).where(eq(teams.id, team.teamId));
    expect(await ensureTeamCustomer(db, late, team.teamId)).toBe('cus_second');
    const other: PaymentGateway = { ...racing, ensureCustomer: async () => 'cus_third' };
    // A customer made after one is stored is not taken: the stored one is the team's.
    expect(await ensureTeamCustomer(db, other, team.teamId)).toBe('cus_second');

    const failing: PaymentGateway = {
      ...racing,
      ensureCustomer: async () => {
        throw new Error('socket hang up');
      },
    };
    const alone = await createTeamWithRoles(db);
    await expect(ensureTeamCustomer(db, failing, alone.teamId)).rejects.toThrow('socket hang up');
  });
});
