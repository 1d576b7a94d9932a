import { randomUUID } from 'node:crypto';
import {
  apiPrefix,
  endpoints,
  errorMessages,
  orderRealtimeEvents,
  realtimeChannels,
  type TOrderCommentAddedEvent,
  type TOrderStatusChangedEvent,
} from '@deckhand/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import {
  connectRealtime,
  getListeningOrigin,
  type RealtimeTestClient,
} from '../../../test/realtime-client.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';

const context = useTestContext();
const clients: RealtimeTestClient[] = [];
const denied = { ok: false, message: errorMessages.accessDenied };

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function connectAs(origin: string, token?: string) {
  const client = await connectRealtime(origin, token ? { token } : {});
  clients.push(client);
  return client;
}

describe('the staff console’s live channel', () => {
  it('carries every team’s new orders, status changes and comments to staff only', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = getListeningOrigin(app.server);
    const team = await createTeamWithRoles(db);
    const staffUser = await createTestUser(db, { isStaff: true });
    const staff = await connectAs(origin, await signIn(db, staffUser.id));
    expect(await staff.subscribe(realtimeChannels.staffOrders)).toEqual({ ok: true });

    // No customer role, no anonymous socket, joins the staff channel.
    for (const person of [team.owner, team.admin, team.manager]) {
      const customer = await connectAs(origin, person.token);
      expect(await customer.subscribe(realtimeChannels.staffOrders)).toEqual(denied);
    }
    const anonymous = await connectAs(origin);
    expect(await anonymous.subscribe(realtimeChannels.staffOrders)).toEqual(denied);
    expect(await staff.subscribe('staff.everything')).toEqual(denied);

    // A new order (paid with credits straight away: placed and received).
    const placed = await callAs(app, team.owner.token, {
      method: 'POST',
      url: `${apiPrefix}${endpoints.orders.create}`,
      payload: {
        flowKey: 'order-now',
        idempotencyKey: randomUUID(),
        timezone: 'Europe/Copenhagen',
        values: {
          treatment: 'redesign',
          slides: 3,
          turnaround: '48h',
          style: { styleType: 'recommendation' },
          files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
        },
        payment: { method: 'invoice' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const newOrderId = placed.json().order.id;
    expect(
      await staff.next<TOrderStatusChangedEvent>(orderRealtimeEvents.statusChanged),
    ).toMatchObject({ orderId: newOrderId, from: null });

    // The customer's comment on a delivered order, then their revision request.
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'delivered',
    });
    const comment = await callAs(app, team.admin.token, {
      method: 'POST',
      url: apiUrl(`/orders/${order.id}/comments`),
      payload: { body: 'Could the chart be green?' },
    });
    expect(comment.statusCode).toBe(200);
    expect(
      await staff.next<TOrderCommentAddedEvent>(orderRealtimeEvents.commentAdded),
    ).toMatchObject({ orderId: order.id, comment: { body: 'Could the chart be green?' } });

    const revised = await callAs(app, team.manager.token, {
      method: 'POST',
      url: apiUrl(`/orders/${order.id}/review`),
      payload: { decision: 'revise', notes: 'Make the logo bigger.' },
    });
    expect(revised.statusCode).toBe(200);
    expect(
      await staff.next<TOrderStatusChangedEvent>(orderRealtimeEvents.statusChanged),
    ).toMatchObject({ orderId: order.id, from: 'delivered', to: 'revisionRequested' });

    // None of it reached the customers' sockets that were refused the channel.
    await expect(anonymous.next(orderRealtimeEvents.commentAdded, 200)).rejects.toThrow();
  });
});
