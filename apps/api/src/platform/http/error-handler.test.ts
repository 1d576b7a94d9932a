import { once } from 'node:events';
import { connect } from 'node:net';
import {
  errorMessages,
  limits,
  serverMessages,
  validationMessages,
  ZEmail,
  ZPassword,
  ZPositiveInteger,
} from '@deckhand/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogCollector, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { AppError } from './app-error.ts';

const ctx = useTestContext();
const json = { ...spaHeaders, 'content-type': 'application/json' };

/** An app with probe routes that provoke each error path. */
async function createProbeApp(logStream?: { write(line: string): void }) {
  const app = await ctx.createApp({
    env: logStream ? { LOG_LEVEL: 'info' } : {},
    ...(logStream ? { logStream } : {}),
  });
  const probe = app.withTypeProvider<ZodTypeProvider>();
  probe.post(
    '/v1/probe/signup',
    {
      schema: {
        body: z.object({
          email: ZEmail,
          password: ZPassword,
          address: z.object({ city: z.string().min(1, validationMessages.required) }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  probe.get(
    '/v1/probe/page',
    { schema: { querystring: z.object({ page: ZPositiveInteger }) } },
    async () => ({ ok: true }),
  );
  probe.get('/v1/probe/missing', async () => {
    throw new AppError('NOT_FOUND');
  });
  probe.get('/v1/probe/conflict', async () => {
    throw new AppError('CONFLICT', 'This email is already registered.');
  });
  probe.get('/v1/probe/precondition', async () => {
    throw new AppError('PRECONDITION_FAILED', 'Please confirm your email.', {
      redirectUrl: 'https://example.com/confirm',
    });
  });
  probe.get('/v1/probe/taken', async () => {
    throw new AppError('VALIDATION', undefined, { fieldErrors: { email: ['Already taken'] } });
  });
  probe.get('/v1/probe/crash', async () => {
    throw new Error('relation "users" does not exist: select password from users');
  });
  probe.post('/v1/probe/small', { bodyLimit: 16 }, async () => ({ ok: true }));
  probe.post('/v1/probe/echo', async (request) => ({ body: request.body }));
  probe.get('/v1/probe/item/:token', async () => ({ ok: true }));
  probe.post(
    '/v1/probe/limited',
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  return app;
}

describe('error envelope', () => {
  it('404 for an unknown API route', async () => {
    const app = await createProbeApp();
    const response = await app.inject({ url: '/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: serverMessages.notFound });
  });

  it('400 for malformed or empty JSON', async () => {
    const app = await createProbeApp();
    for (const payload of ['{"email": ', '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/probe/signup',
        headers: json,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.malformedJson });
    }
  });

  it('422 with field errors in the contract words, paths without the body prefix', async () => {
    const app = await createProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/probe/signup',
      headers: json,
      payload: { email: 'not-an-email', password: 'short', address: { city: '' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      errors: {
        email: [validationMessages.email],
        password: [
          validationMessages.passwordTooShort,
          validationMessages.passwordDigit,
          validationMessages.passwordSymbol,
          validationMessages.passwordUppercase,
        ],
        'address.city': [validationMessages.required],
      },
    });
  });

  it('422 for missing fields and for the query string', async () => {
    const app = await createProbeApp();
    const missing = await app.inject({
      method: 'POST',
      url: '/v1/probe/signup',
      headers: json,
      payload: {},
    });
    expect(missing.json().errors).toMatchObject({
      email: [validationMessages.required],
      password: [validationMessages.required],
    });
    const query = await app.inject({ url: '/v1/probe/page?page=0' });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toEqual({
      status: 'error',
      errors: { page: [validationMessages.positiveInteger] },
    });
  });

  it('AppError maps its code to the status, with its own or the default message', async () => {
    const app = await createProbeApp();
    const missing = await app.inject({ url: '/v1/probe/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: serverMessages.notFound });
    const conflict = await app.inject({ url: '/v1/probe/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      status: 'error',
      message: 'This email is already registered.',
    });
    const precondition = await app.inject({ url: '/v1/probe/precondition' });
    expect(precondition.statusCode).toBe(412);
    expect(precondition.json()).toEqual({
      status: 'error',
      message: 'Please confirm your email.',
      redirectUrl: 'https://example.com/confirm',
    });
    const taken = await app.inject({ url: '/v1/probe/taken' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ status: 'error', errors: { email: ['Already taken'] } });
  });

  it('500 hides the error from the client and logs it with the request id', async () => {
    const logs = createLogCollector();
    const app = await createProbeApp(logs.stream);
    const response = await app.inject({
      url: '/v1/probe/crash',
      headers: { 'x-request-id': 'req-crash-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: errorMessages.serverIssues });
    expect(response.body).not.toMatch(/select|users|at /);
    const logged = logs.entries().find((entry) => entry.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: 'req-crash-1', level: 50 });
  });

  it('413 for a body over the limit and 415 for an unsupported content type', async () => {
    const app = await createProbeApp();
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/v1/probe/small',
      headers: json,
      payload: { text: 'x'.repeat(100) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 'error', message: serverMessages.payloadTooLarge });
    const xml = await app.inject({
      method: 'POST',
      url: '/v1/probe/small',
      headers: { ...spaHeaders, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ status: 'error', message: serverMessages.unsupportedMediaType });
  });

  it('429 once a rate-limited route is over its limit', async () => {
    const app = await createProbeApp();
    const send = () =>
      app.inject({ method: 'POST', url: '/v1/probe/limited', headers: spaHeaders });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expectTooManyAttempts(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** Writes raw HTTP to a listening app and reads the whole answer (the server closes). */
async function sendRaw(app: Awaited<ReturnType<typeof createProbeApp>>, request: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const socket = connect(address.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await once(socket, 'close');
  const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, json: JSON.parse(body) as unknown };
}

describe('framework errors in the same envelope', () => {
  it('400 for JSON nested deeper than the limit, on every route; parsed as before within it', async () => {
    const app = await createProbeApp();
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const tooDeep = await app.inject({
      method: 'POST',
      url: '/v1/probe/echo',
      headers: json,
      payload: `{"a":${nested(7000)}}`,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({ status: 'error', message: serverMessages.jsonTooDeep });
    const atLimit = await app.inject({
      method: 'POST',
      url: '/v1/probe/echo',
      headers: json,
      payload: { a: JSON.parse(nested(limits.jsonDepthMax - 1)), text: '[[[{{{' },
    });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().body.text).toBe('[[[{{{');
    const poisoned = await app.inject({
      method: 'POST',
      url: '/v1/probe/echo',
      headers: json,
      payload: '{"__proto__":{"isStaff":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('414 for a path parameter over the router limit, 400 for a malformed address', async () => {
    const app = await createProbeApp();
    const long = await app.inject({ url: `/v1/probe/item/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 'error', message: serverMessages.uriTooLong });
    const email = await app.inject({ url: `/v1/probe/item/${'a%2B'.repeat(60)}%40example.com` });
    expect(email.statusCode).toBe(200);
    const malformed = await app.inject({ url: '/v1/probe/item/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 'error', message: serverMessages.badUrl });
  });

  it('431 for headers over the size limit, from Node itself', async () => {
    const app = await createProbeApp();
    const answer = await sendRaw(
      app,
      `GET /v1/nope HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.json).toEqual({ status: 'error', message: serverMessages.headersTooLarge });
  });

  it('400 for control characters in the query string, from Node itself', async () => {
    const app = await createProbeApp();
    const answer = await sendRaw(
      app,
      'GET /v1/probe/page?page=1\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.json).toEqual({ status: 'error', message: serverMessages.badUrl });
  });
});
