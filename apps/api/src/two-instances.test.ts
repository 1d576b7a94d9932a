import { createHash, randomUUID } from 'node:crypto';
import {
  apiPrefix,
  endpoints,
  orderRealtimeEvents,
  realtimeChannels,
  type TCreateOrderRequest,
} from '@deckhand/contract';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from './app.ts';
import { seedOrderingReference } from './db/seed/ordering-reference.ts';
import { type AlternatingProxy, startAlternatingProxy } from './test/alternating-proxy.ts';
import { useTestContext } from './test/create-test-app.ts';
import { insertTestOrder } from './test/order-factory.ts';
import { connectRealtime, type RealtimeTestClient } from './test/realtime-client.ts';
import { createTeamWithRoles, signIn } from './test/team-factory.ts';
import { pdfBytes } from './test/upload-test-client.ts';
import { createTestUser, testPassword } from './test/user-factory.ts';

/**
 * Two instances of the API on one database and one file store (a bucket in the PostgreSQL pass)
 * behind a balancer that sends each request to the other instance than the one before: an
 * order's whole life works with every step on another instance (docs/deploy.md).
 */

const context = useTestContext();
let proxy: AlternatingProxy | undefined;
let clients: RealtimeTestClient[] = [];
const env: Record<string, string> = {};

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  env.DATA_DIR = await mkdtemp(join(tmpdir(), 'deckhand-two-'));
});
afterEach(async () => {
  for (const client of clients) client.close();
  clients = [];
  await proxy?.close();
});

async function startTwoInstances(): Promise<{ apps: App[]; proxy: AlternatingProxy }> {
  const apps = [await context.createApp({ env }), await context.createApp({ env })];
  const ports: number[] = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as { port: number }).port);
  }
  proxy = await startAlternatingProxy(ports);
  return { apps, proxy };
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A client of the balancer: JSON calls as the SPA makes them, with a session token. */
function clientOf(origin: string, token: string | null) {
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return {
    async call(method: string, path: string, body?: unknown) {
      const response = await fetch(`${origin}${apiPrefix}${path}`, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    async bytes(path: string) {
      const response = await fetch(`${origin}${apiPrefix}${path}`, { headers });
      return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
    },
    /** A tus upload in `chunks` PATCHes, each asking HEAD for the offset first (as a resume does). */
    async upload(file: { name: string; tag: string; bytes: Buffer }, chunks: number) {
      const tus = { ...headers, 'tus-resumable': '1.0.0' };
      const encode = (value: string) => Buffer.from(value).toString('base64');
      const created = await fetch(`${origin}/uploads/`, {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(file.bytes.length),
          'upload-metadata': `filename ${encode(file.name)},filetype ${encode('application/pdf')},tag ${encode(file.tag)}`,
        },
      });
      expect(created.status).toBe(201);
      const location = `${origin}${created.headers.get('location')}`;
      const size = Math.ceil(file.bytes.length / chunks);
      let last: Response | undefined;
      for (let index = 0; index < chunks; index += 1) {
        const head = await fetch(location, { method: 'HEAD', headers: tus });
        const offset = Number(head.headers.get('upload-offset'));
        expect(offset).toBe(index * size);
        last = await fetch(location, {
          method: 'PATCH',
          headers: {
            ...tus,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: file.bytes.subarray(offset, offset + size),
        });
        expect(last.status).toBe(index === chunks - 1 ? 200 : 204);
      }
      return (await last?.json()) as { id: string };
    },
  };
}

/** A 2 MiB PDF. */
const deck = Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024 - pdfBytes.length, 0x20)]);

describe('two instances behind one address', () => {
  it('carry an order from sign-in to the delivered file, each step on the other instance', async () => {
    const { proxy } = await startTwoInstances();
    const db = context.database.db;
    const team = await createTeamWithRoles(db);
    // Staff sign in with a password on one instance; the session works on the other.
    const staffUser = await createTestUser(db, { isStaff: true });
    const login = await clientOf(proxy.origin, null).call('POST', endpoints.users.login, {
      email: staffUser.email,
      password: testPassword,
    });
    expect(login.status).toBe(200);
    const staff = clientOf(proxy.origin, login.json.token);
    expect((await staff.call('GET', endpoints.users.me)).json.user).toMatchObject({
      email: staffUser.email,
    });
    const owner = clientOf(proxy.origin, team.owner.token);

    const file = await owner.upload({ name: 'deck.pdf', tag: 'orderFiles', bytes: deck }, 4);
    const order: TCreateOrderRequest = {
      flowKey: 'order-now',
      idempotencyKey: randomUUID(),
      timezone: 'Europe/Copenhagen',
      values: {
        treatment: 'redesign',
        slides: 12,
        turnaround: '48h',
        style: { styleType: 'recommendation' },
        files: { files: [{ uuid: file.id, name: 'deck.pdf' }] },
        brief: { text: 'Investor update.' },
      },
      payment: { method: 'invoice', poNumber: '' },
    };
    const placed = await owner.call('POST', endpoints.orders.create, order);
    expect(placed.status).toBe(200);
    const orderId = placed.json.order.id as number;
    const listed = await owner.call('GET', `${endpoints.orders.list}?limit=25`);
    expect(listed.json.items.map((item: { id: number }) => item.id)).toContain(orderId);
    const opened = await owner.call('GET', endpoints.orders.order(orderId));
    expect(opened.json.details.files).toMatchObject([{ id: file.id, status: 'complete' }]);
    const sent = await owner.bytes(endpoints.uploads.content(file.id));
    expect([sent.status, digest(sent.body)]).toEqual([200, digest(deck)]);

    const started = await staff.call('POST', endpoints.staff.transitions(orderId), {
      to: 'inProgress',
    });
    expect(started.status).toBe(200);
    const delivered = Buffer.concat([deck.subarray(0, deck.length - 1), Buffer.from('\n')]);
    const result = await staff.upload(
      { name: 'final.pdf', tag: 'deliverable', bytes: delivered },
      3,
    );
    const delivery = await staff.call('POST', endpoints.staff.deliveries(orderId), {
      fileIds: [result.id],
    });
    expect(delivery.status).toBe(200);
    const page = await owner.call('GET', endpoints.orders.order(orderId));
    expect(page.json.order.status).toBe('delivered');
    const received = await owner.bytes(endpoints.uploads.content(result.id));
    expect([received.status, digest(received.body)]).toEqual([200, digest(delivered)]);

    // Both instances served the journey, never the same one twice in a row.
    const served = proxy.log.map((entry) => entry.upstream);
    expect(new Set(served)).toEqual(new Set([0, 1]));
    expect(served.every((upstream, index) => index === 0 || upstream !== served[index - 1])).toBe(
      true,
    );
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'tell a browser connected to one instance what happened on the other',
    async () => {
      const { proxy } = await startTwoInstances();
      const db = context.database.db;
      const team = await createTeamWithRoles(db);
      const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
      const client = await connectRealtime(proxy.origin, { token: team.owner.token });
      clients.push(client);
      const socketInstance = proxy.log.at(-1)?.upstream;
      expect(await client.subscribe(realtimeChannels.team(team.teamId))).toEqual({ ok: true });
      const staffUser = await createTestUser(db, { isStaff: true });
      const staff = clientOf(proxy.origin, await signIn(db, staffUser.id));
      // The adapter's LISTEN connection comes up asynchronously after start: comment until heard.
      await expect
        .poll(
          async () => {
            if (proxy.nextUpstream() === socketInstance) await staff.call('GET', endpoints.init);
            const posted = await staff.call('POST', `/staff/orders/${order.id}/comments`, {
              body: 'Which logo should we use?',
            });
            expect(proxy.log.at(-1)?.upstream).not.toBe(socketInstance);
            expect(posted.status).toBe(200);
            return client
              .next<{ orderId: number }>(orderRealtimeEvents.commentAdded, 500)
              .then((event) => event.orderId)
              .catch(() => null);
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe(order.id);
    },
  );
});
