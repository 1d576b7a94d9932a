import { randomUUID } from 'node:crypto';
import { apiPrefix, endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderExtras, payments, staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';
import { getBalance } from '../../billing/index.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function paymentStatuses(teamId: number) {
  const db = context.database.db;
  const rows = await db
    .select({ purpose: payments.purpose, status: payments.status, amount: payments.amount })
    .from(payments)
    .where(eq(payments.teamId, teamId))
    .orderBy(payments.id);
  return rows;
}

/** An app, a staff member's token and a team with a saved sandbox card. */
async function setUp() {
  const db = context.database.db;
  const app = await context.createApp();
  const staffUser = await createTestUser(db, { isStaff: true });
  const staffToken = await signIn(db, staffUser.id);
  const team = await createTeamWithRoles(db);
  const card = await insertSandboxCard(db, team.teamId);
  return { db, app, staffToken, team, card };
}

describe('cancelling paid orders', () => {
  it('refunds the card an order was paid with, through the gateway, once the cancel is committed', async () => {
    const { db, app, staffToken, team, card } = await setUp();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'quoted',
      paymentMethod: null,
      total: 12_000,
    });
    const accepted = await callAs(app, team.owner.token, {
      method: 'POST',
      url: `${apiPrefix}${endpoints.orders.quote(order.id)}`,
      payload: {
        decision: 'accept',
        payment: { method: 'card', paymentMethodId: card.id },
        idempotencyKey: randomUUID(),
      },
    });
    expect(accepted.json().order.status).toBe('received');

    const cancelled = await callAs(app, staffToken, {
      method: 'POST',
      url: `${apiPrefix}/staff/orders/${order.id}/transitions`,
      payload: { to: 'cancelled', note: 'Duplicate order' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    // The gateway is asked by a job, after the cancellation is committed.
    expect(await paymentStatuses(team.teamId)).toEqual([
      { purpose: 'order', status: 'succeeded', amount: 12_000 },
    ]);
    await app.jobs.runDueJobs();
    expect(await paymentStatuses(team.teamId)).toEqual([
      { purpose: 'order', status: 'refunded', amount: 12_000 },
    ]);
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.orderId, order.id));
    expect(audit?.details).toMatchObject({ refunded: 0, refundedToCard: 12_000 });
  });

  it('gives back the credits of the order and refunds an extra round paid by card', async () => {
    const { db, app, staffToken, team, card } = await setUp();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'delivered',
      paymentMethod: 'credits',
      total: 8_000,
      revisionsUsed: 2,
    });
    const revised = await callAs(app, team.owner.token, {
      method: 'POST',
      url: `${apiPrefix}${endpoints.orders.review(order.id)}`,
      payload: {
        decision: 'revise',
        notes: 'Another pass',
        payment: { method: 'card', paymentMethodId: card.id },
        idempotencyKey: randomUUID(),
      },
    });
    expect(revised.json().order.status).toBe('revisionRequested');
    expect(await getBalance(db, team.teamId)).toBe(0);

    const cancelled = await callAs(app, staffToken, {
      method: 'POST',
      url: `${apiPrefix}/staff/orders/${order.id}/transitions`,
      payload: { to: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().details.extras).toEqual([
      expect.objectContaining({ round: 3, method: 'card', status: 'refunded', amount: 2_000 }),
    ]);
    expect(await getBalance(db, team.teamId)).toBe(8_000);
    await app.jobs.runDueJobs();
    await app.jobs.runDueJobs();
    expect(await paymentStatuses(team.teamId)).toEqual([
      { purpose: 'orderExtra', status: 'refunded', amount: 2_000 },
    ]);
    const extras = await db.select().from(orderExtras).where(eq(orderExtras.orderId, order.id));
    expect(extras.map((extra) => extra.status)).toEqual(['refunded']);
  });
});
