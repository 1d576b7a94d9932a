import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  endpoints,
  errorReportMaxBytes,
  errorReportMessages,
  serverMessages,
} from '@deckhand/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { badRawBodies } from '../../test/bad-input.ts';
import { createLogCollector, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { errorReportsRoutes } from './error-reports.routes.ts';
import type { FetchLike } from './error-reports.ts';

const ctx = useTestContext();
const url = `/v1${endpoints.errorReports}`;
const sentryHost = 'o4501.ingest.sentry.io';
const dsn = `https://0123abcdef@${sentryHost}/4507`;

/** A local server that plays Sentry's ingestion: records each request, answers `status`. */
interface SeenRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: Buffer;
}

let server: Server;
let port = 0;
const seen: SeenRequest[] = [];
let status = 200;
let onSeen: (() => void) | null = null;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"x"}');
    onSeen?.();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  status = 200;
});

/** Resolves once the stand-in has answered its next request. */
const nextSeen = () => new Promise<void>((resolve) => (onSeen = resolve));

/** The addresses the tunnel asked for; the requests themselves go to the local stand-in. */
const fetched: string[] = [];
const fetchToStandIn: FetchLike = (target, init) => {
  fetched.push(target);
  return fetch(target.replace(`https://${sentryHost}`, `http://127.0.0.1:${port}`), init);
};

async function createTunnelApp(
  options: { fetch?: FetchLike; logStream?: { write(line: string): void } } = {},
) {
  fetched.length = 0;
  const app = await ctx.createApp({
    env: { LOG_LEVEL: 'info' },
    logStream: options.logStream ?? { write: () => {} },
  });
  await app.register(errorReportsRoutes, {
    prefix: '/v1',
    dsn,
    fetch: options.fetch ?? fetchToStandIn,
    timeoutMs: 2000,
  });
  return app;
}

/** What the browser's SDK sends: a header naming the DSN, an event item (UTF-8, and a NUL). */
const makeEnvelope = (envelopeDsn = dsn) => {
  const event = JSON.stringify({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    exception: { values: [{ type: 'Error', value: 'Deliberate crash: café ✓ secret-marker' }] },
  });
  const header = JSON.stringify({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    sent_at: '2026-01-01T00:00:00.000Z',
    dsn: envelopeDsn,
    sdk: { name: 'sentry.javascript.react', version: '10.0.0' },
  });
  return Buffer.concat([
    Buffer.from(`${header}\n{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n`),
    Buffer.from([0x00, 0xff, 0x0a]),
  ]);
};

/** Each call from its own address, so the per-address limit counts only what a test means. */
let clients = 0;
const nextClientAddress = () => {
  clients += 1;
  return `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const send = (
  app: App,
  body: Buffer | string,
  options: { contentType?: string; remoteAddress?: string; headers?: object } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.headers ?? spaHeaders),
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
    },
    payload: body,
    remoteAddress: options.remoteAddress ?? nextClientAddress(),
  });

describe('POST /v1/error-reports', () => {
  it("forwards an envelope naming the DSN byte for byte to the project's envelope address", async () => {
    const app = await createTunnelApp();
    const envelope = makeEnvelope();
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-sentry-envelope']) {
      const arrived = nextSeen();
      const response = await send(app, envelope, { contentType });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ received: true });
      await arrived;
    }
    expect(fetched).toEqual([
      `https://${sentryHost}/api/4507/envelope/`,
      `https://${sentryHost}/api/4507/envelope/`,
    ]);
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request).toMatchObject({
        method: 'POST',
        path: '/api/4507/envelope/',
        contentType: 'application/x-sentry-envelope',
      });
      expect(request.body.equals(envelope)).toBe(true);
    }
  });

  it('refuses an envelope for another project and forwards nothing', async () => {
    const app = await createTunnelApp();
    for (const other of [
      'https://0123abcdef@o4501.ingest.sentry.io/4508',
      'https://attacker@evil.example/4507',
      `${dsn}/`,
      `${dsn}\u0000`,
    ]) {
      const response = await send(app, makeEnvelope(other));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        message: errorReportMessages.unknownDsn,
      });
    }
    expect(fetched).toEqual([]);
  });

  it('answers 400 to a body that is no envelope', async () => {
    const app = await createTunnelApp();
    const bodies = [
      '',
      'hello\n',
      '{"dsn":',
      `{"sdk":{}}\n{"type":"event"}\n{}`,
      '\u0000',
      Buffer.from([0xff, 0xfe, 0x0a]),
    ];
    for (const body of bodies) {
      const response = await send(app, body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        message: errorReportMessages.malformedEnvelope,
      });
    }
    expect(fetched).toEqual([]);
  });

  it('answers 413 past the size limit and 415 to other types, in the catalogue envelope', async () => {
    const app = await createTunnelApp();
    const huge = Buffer.concat([makeEnvelope(), Buffer.alloc(errorReportMaxBytes, 0x61)]);
    const tooLarge = await send(app, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 'error', message: serverMessages.payloadTooLarge });
    const json = await send(app, makeEnvelope(), { contentType: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ status: 'error', message: serverMessages.unsupportedMediaType });
    expect(fetched).toEqual([]);
  });

  it("needs no session, but the request guard's header like every call of the app", async () => {
    const app = await createTunnelApp();
    const response = await send(app, makeEnvelope(), { headers: {} });
    expect(response.statusCode).toBe(403);
    expect(fetched).toEqual([]);
  });

  it('never answers 5xx to garbage, whatever its type', async () => {
    const app = await createTunnelApp();
    const body = fc.oneof(
      fc.constantFrom(...badRawBodies).map((text) => Buffer.from(text)),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ unit: 'binary', maxLength: 300 }).map((text) => Buffer.from(`${text}\n`)),
      fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(`${JSON.stringify(value)}\n{}`)),
    );
    const contentType = fc.constantFrom(
      'text/plain;charset=UTF-8',
      'application/x-sentry-envelope',
      'application/json',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const response = await send(app, payload, { contentType: type });
        expect([400, 415]).toContain(response.statusCode);
      }),
      { seed: 20_260_808, numRuns: 60 },
    );
    expect(fetched).toEqual([]);
  });

  it('never logs the envelope, also when Sentry refuses it or cannot be reached', async () => {
    const logs = createLogCollector();
    const app = await createTunnelApp({ logStream: logs.stream });
    status = 500;
    const refused = nextSeen();
    expect((await send(app, makeEnvelope())).statusCode).toBe(202);
    await refused;
    const unreachable = createTunnelApp({
      logStream: logs.stream,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect((await send(await unreachable, makeEnvelope())).statusCode).toBe(202);
    // Both forwards end in the background after the 202: their log lines are what to wait for.
    await vi.waitFor(() => {
      const messages = logs.entries().map((entry) => entry.msg);
      expect(messages).toContain('error report refused');
      expect(messages).toContain('error report not forwarded');
    }, 5000);
    expect(logs.text()).not.toContain('secret-marker');
  });

  it('answers 429 past 60 reports a minute from one address', async () => {
    const app = await createTunnelApp();
    const remoteAddress = nextClientAddress();
    for (let index = 0; index < 60; index += 1) {
      expect((await send(app, 'x', { remoteAddress })).statusCode).toBe(400);
    }
    const limited = await send(app, makeEnvelope(), { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(fetched).toEqual([]);
  });

  it('answers 429 while 32 forwards still wait for Sentry', async () => {
    const releases: (() => void)[] = [];
    const hanging: FetchLike = () =>
      new Promise((resolve) => releases.push(() => resolve({ status: 200 })));
    const app = await createTunnelApp({ fetch: hanging });
    for (let index = 0; index < 32; index += 1) {
      expect((await send(app, makeEnvelope())).statusCode).toBe(202);
    }
    expect((await send(app, makeEnvelope())).statusCode).toBe(429);
    for (const release of releases) release();
    // Sentry has answered them all: the tunnel takes reports again once it has counted them done.
    await vi.waitFor(
      async () => expect((await send(app, makeEnvelope())).statusCode).toBe(202),
      5000,
    );
    for (const release of releases) release();
  });
});

describe('the tunnel in the app', () => {
  it('is there with SENTRY_DSN, in the API document', async () => {
    const app = await ctx.createApp({ env: { SENTRY_DSN: dsn } });
    const response = await send(app, makeEnvelope('https://other@o1.ingest.sentry.io/1'));
    expect(response.statusCode).toBe(400);
    const doc = (await app.inject({ url: '/v1/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths[url]).toHaveProperty('post');
  });

  it('is not there without SENTRY_DSN: 404 like any unknown address', async () => {
    const app = await ctx.createApp();
    const response = await send(app, makeEnvelope());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: serverMessages.notFound });
  });
});
