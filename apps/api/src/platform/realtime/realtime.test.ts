import { errorMessages, realtimeChannels } from '@deckhand/contract';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { getUserAccount } from '../../modules/users/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  connectRealtime,
  getListeningOrigin,
  type RealtimeTestClient,
} from '../../test/realtime-client.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { createSession, endSessionByToken } from '../auth/session-store.ts';

const ctx = useTestContext();
const clients: RealtimeTestClient[] = [];
const denied = { ok: false, message: errorMessages.accessDenied };

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function listen() {
  const app = await ctx.createApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: getListeningOrigin(app.server) };
}

async function connect(...args: Parameters<typeof connectRealtime>) {
  const client = await connectRealtime(...args);
  clients.push(client);
  return client;
}

/** A team owner with a live session. */
async function createSignedInOwner() {
  const user = await createTestUser(ctx.database.db);
  const teamId = (await getUserAccount(ctx.database.db, user.id))?.team?.id;
  if (!teamId) throw new Error('no team');
  const { token } = await createSession({ db: ctx.database.db, userId: user.id, remember: false });
  return { user, teamId, token };
}

describe('realtime channels', () => {
  it('lets a member listen on their team channel, by session cookie or auth.token', async () => {
    const { app, origin } = await listen();
    const owner = await createSignedInOwner();
    const channel = realtimeChannels.team(owner.teamId);
    const byCookie = await connect(origin, { cookie: `deckhand_session=${owner.token}` });
    const byToken = await connect(origin, { token: owner.token });
    expect(await byCookie.subscribe(channel)).toEqual({ ok: true });
    expect(await byToken.subscribe(channel)).toEqual({ ok: true });

    app.realtime.publish(channel, 'order.updated', { orderId: 7 });
    expect(await byCookie.next('order.updated')).toEqual({ orderId: 7 });
    expect(await byToken.next('order.updated')).toEqual({ orderId: 7 });
  });

  it("refuses another team's channel, no or an ended session, unknown and malformed channels", async () => {
    const { app, origin } = await listen();
    const owner = await createSignedInOwner();
    const other = await createSignedInOwner();
    const client = await connect(origin, { token: owner.token });
    expect(await client.subscribe(realtimeChannels.team(other.teamId))).toEqual(denied);
    expect(await client.subscribe('team.abc')).toEqual(denied);
    expect(await client.subscribe('team.')).toEqual(denied);
    expect(await client.subscribe('orders.1')).toEqual(denied);
    expect(await client.socket.timeout(5000).emitWithAck('subscribe', 'team.1')).toEqual(denied);

    const anonymous = await connect(origin);
    expect(await anonymous.subscribe(realtimeChannels.team(owner.teamId))).toEqual(denied);

    await endSessionByToken({ db: ctx.database.db, token: owner.token });
    expect(await client.subscribe(realtimeChannels.team(owner.teamId))).toEqual(denied);

    app.realtime.publish(realtimeChannels.team(other.teamId), 'order.updated', { orderId: 1 });
    await expect(client.next('order.updated', 300)).rejects.toThrow(/No "order.updated"/);
  });

  it('refuses a handshake from a foreign origin, accepts the public one and its own address', async () => {
    const { origin } = await listen();
    const sameHostOtherScheme = origin.replace('http:', 'https:');
    for (const foreign of ['https://evil.test', sameHostOtherScheme]) {
      await expect(connectRealtime(origin, { headers: { origin: foreign } })).rejects.toThrow();
    }
    const own = await connect(origin, { headers: { origin: 'http://localhost:3000' } });
    expect(own.socket.connected).toBe(true);
    // Opened at http://127.0.0.1:PORT rather than PUBLIC_ORIGIN: same origin as the request.
    const sameOrigin = await connect(origin, { headers: { origin } });
    expect(sameOrigin.socket.connected).toBe(true);
  });

  it('disconnects open sockets when the app closes, so closing does not hang', async () => {
    const { app, origin } = await listen();
    const client = await connect(origin);
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await app.close();
    expect(await disconnected).toBe('io server disconnect');
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'reaches sockets of another instance through PostgreSQL',
    async () => {
      const first = await listen();
      const second = await listen();
      const owner = await createSignedInOwner();
      const channel = realtimeChannels.team(owner.teamId);
      const client = await connect(first.origin, { token: owner.token });
      expect(await client.subscribe(channel)).toEqual({ ok: true });
      // The adapter's LISTEN connection comes up asynchronously after start.
      await expect
        .poll(
          async () => {
            second.app.realtime.publish(channel, 'order.updated', { orderId: 9 });
            return client.next('order.updated', 250).catch(() => null);
          },
          { timeout: 10_000, interval: 100 },
        )
        .toEqual({ orderId: 9 });
    },
  );
});
