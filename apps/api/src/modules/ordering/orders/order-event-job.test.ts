import { randomUUID } from 'node:crypto';
import {
  apiPrefix,
  endpoints,
  orderRealtimeEvents,
  realtimeChannels,
  type TOrderStatusChangedEvent,
} from '@deckhand/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertSandboxCard } from '../../../test/payment-test-data.ts';
import {
  connectRealtime,
  getListeningOrigin,
  type RealtimeTestClient,
} from '../../../test/realtime-client.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

describe('the realtime event of a paid order', () => {
  it('reaches the team once the payment is committed, through a job any instance runs', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const team = await createTeamWithRoles(db);
    const client = await connectRealtime(getListeningOrigin(app.server), {
      token: team.manager.token,
    });
    clients.push(client);
    expect(await client.subscribe(realtimeChannels.team(team.teamId))).toEqual({ ok: true });

    const card = await insertSandboxCard(db, team.teamId);
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
        payment: { method: 'card', paymentMethodId: card.id },
      },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order.id;

    const created = await client.next<TOrderStatusChangedEvent>(orderRealtimeEvents.statusChanged);
    expect(created).toMatchObject({ orderId, from: null, to: 'awaitingPayment' });
    await app.jobs.runDueJobs(new Date(Date.now() + 1000));
    const paid = await client.next<TOrderStatusChangedEvent>(orderRealtimeEvents.statusChanged);
    expect(paid).toMatchObject({ orderId, from: 'awaitingPayment', to: 'received' });
  });
});
