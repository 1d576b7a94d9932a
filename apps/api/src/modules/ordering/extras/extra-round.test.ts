import { randomUUID } from 'node:crypto';
import {
  apiPrefix,
  creditMessages,
  endpoints,
  extraRoundPrice,
  orderFormMessages,
  orderReviewMessages,
  type TOrderReviewResponse,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, payments } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { grantTestCredits } from '../../../test/credit-factory.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { getBalance } from '../../billing/index.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const review = (app: App, token: string, id: number, payload: object) =>
  callAs(app, token, {
    method: 'POST',
    url: `${apiPrefix}${endpoints.orders.review(id)}`,
    payload,
  });

/** A delivered order of 120.00 whose two included revision rounds are used. */
async function orderPastIncludedRounds() {
  const db = context.database.db;
  const team = await createTeamWithRoles(db);
  const order = await insertTestOrder(db, {
    teamId: team.teamId,
    userId: team.owner.user.id,
    status: 'delivered',
    total: 12_000,
    revisionsUsed: 2,
  });
  return { db, team, order };
}

describe('revision rounds past the included ones', () => {
  it('costs a quarter of the order (at least 10.00) and asks how to pay for it', async () => {
    expect(extraRoundPrice(12_000)).toBe(3_000);
    expect(extraRoundPrice(2_000)).toBe(1_000);
    expect(extraRoundPrice(null)).toBe(1_000);

    const { team, order } = await orderPastIncludedRounds();
    const app = await context.createApp();
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.orders.order(order.id)}`,
    });
    expect(page.json().details.review).toMatchObject({
      revisionsUsed: 2,
      revisionsIncluded: 2,
      extraRoundPrice: 3_000,
    });

    const unpaid = await review(app, team.owner.token, order.id, {
      decision: 'revise',
      notes: 'One more pass on the charts.',
    });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors).toEqual({ payment: [orderReviewMessages.paymentRequired] });
  });

  it('is paid with credits once, in the move to revisionRequested, and refused on a low balance', async () => {
    const { db, team, order } = await orderPastIncludedRounds();
    const app = await context.createApp();
    const ask = () =>
      review(app, team.owner.token, order.id, {
        decision: 'revise',
        notes: 'Swap the photos.',
        payment: { method: 'credits' },
      });

    const low = await ask();
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(creditMessages.insufficientCredits);

    await grantTestCredits(db, team.teamId, 5_000);
    const paid = await ask();
    expect(paid.statusCode).toBe(200);
    const body = paid.json() as TOrderReviewResponse;
    expect(body.order.status).toBe('revisionRequested');
    expect(body.payment).toBeNull();
    expect(body.details.review?.revisionsUsed).toBe(3);
    expect(body.details.extras).toEqual([
      expect.objectContaining({
        kind: 'revisionRound',
        round: 3,
        amount: 3_000,
        method: 'credits',
        status: 'paid',
      }),
    ]);
    expect(body.details.timeline.at(-1)).toMatchObject({
      to: 'revisionRequested',
      note: 'Swap the photos.',
    });
    expect(await getBalance(db, team.teamId)).toBe(2_000);
    const [spend] = await db
      .select()
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.teamId, team.teamId),
          eq(creditEntries.reference, `revision:${order.id}:3`),
        ),
      );
    expect(spend).toMatchObject({ kind: 'spend', amount: -3_000 });

    // Asked again (a double click): the order is no longer waiting for a review.
    const again = await ask();
    expect(again.statusCode).toBe(409);
    expect(await getBalance(db, team.teamId)).toBe(2_000);
  });

  it('is billed on the invoice with its PO number', async () => {
    const { team, order } = await orderPastIncludedRounds();
    const app = await context.createApp();
    const answer = await review(app, team.owner.token, order.id, {
      decision: 'revise',
      notes: 'Tighten the wording.',
      payment: { method: 'invoice', poNumber: 'PO-77' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().details.extras).toEqual([
      expect.objectContaining({ method: 'invoice', poNumber: 'PO-77', status: 'invoiced' }),
    ]);
  });

  it('is charged to a saved card once; a refused card changes nothing', async () => {
    const { db, team, order } = await orderPastIncludedRounds();
    const app = await context.createApp();
    const declined = await insertSandboxCard(db, team.teamId, { last4: '0002' });
    const card = await insertSandboxCard(db, team.teamId);
    const ask = (paymentMethodId: number, idempotencyKey: string) =>
      review(app, team.owner.token, order.id, {
        decision: 'revise',
        notes: 'New cover slide.',
        payment: { method: 'card', paymentMethodId },
        idempotencyKey,
      });

    const refused = await ask(declined.id, randomUUID());
    expect(refused.statusCode).toBe(400);
    const unchanged = await callAs(app, team.owner.token, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.orders.order(order.id)}`,
    });
    expect(unchanged.json().order.status).toBe('delivered');
    expect(unchanged.json().details.extras).toEqual([]);

    const paid = await ask(card.id, randomUUID());
    expect(paid.statusCode).toBe(200);
    const body = paid.json() as TOrderReviewResponse;
    expect(body.payment?.payment).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(body.order.status).toBe('revisionRequested');
    expect(body.details.extras).toEqual([
      expect.objectContaining({ round: 3, method: 'card', status: 'paid', amount: 3_000 }),
    ]);
    const charges = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.teamId, team.teamId), eq(payments.purpose, 'orderExtra')));
    expect(charges.map((charge) => charge.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('may be paid only by those who may pay for orders', async () => {
    const { db, team, order } = await orderPastIncludedRounds();
    const app = await context.createApp();
    const card = await insertSandboxCard(db, team.teamId);
    const answer = await review(app, team.manager.token, order.id, {
      decision: 'revise',
      notes: 'More contrast.',
      payment: { method: 'card', paymentMethodId: card.id },
      idempotencyKey: randomUUID(),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      payment: [orderFormMessages.paymentMethodUnavailable],
    });
  });
});
