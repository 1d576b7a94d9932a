import { errorMessages, serverMessages, ZDevMailboxResponse } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { scheduleJob } from '../../platform/jobs/schedule-job.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createLogCollector, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
const development = { env: { APP_ENV: 'development' } };

describe('GET /v1/dev/mailbox', () => {
  it('lists the outbox newest first', async () => {
    const mailer = createMailer({
      config: { smtpUrl: null, mailFrom: 'a@b.c' },
      db: ctx.database.db,
    });
    const mail = { subject: 'First', text: 'one', html: '<p>one</p>', links: ['http://x.test/1'] };
    await mailer.sendMail({ to: 'one@example.com', ...mail });
    await mailer.sendMail({ to: 'two@example.com', ...mail, subject: 'Second', links: [] });
    const app = await ctx.createApp(development);
    const response = await app.inject({ url: '/v1/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const body = ZDevMailboxResponse.parse(response.json());
    expect(body.map((item) => item.subject)).toEqual(['Second', 'First']);
    expect(body[1]).toEqual({
      id: expect.any(Number),
      to: 'one@example.com',
      ...mail,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('answers only this machine, not through a proxy', async () => {
    const app = await ctx.createApp(development);
    const url = '/v1/dev/mailbox';
    expect((await app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
    const refused = [
      await app.inject({ url, remoteAddress: '192.168.1.20' }),
      await app.inject({ url, remoteAddress: '::ffff:10.0.0.7' }),
      await app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await app.inject({ url, headers: { forwarded: 'for=203.0.113.9' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'error', message: errorMessages.accessDenied });
    }
  });

  it('does not exist unless APP_ENV=development', async () => {
    const secret = { COOKIE_SECRET: 'x'.repeat(32) };
    for (const APP_ENV of ['test', 'staging', 'production']) {
      const app = await ctx.createApp({ env: { APP_ENV, ...secret } });
      const response = await app.inject({ url: '/v1/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.notFound });
    }
  });
});

describe('POST /v1/dev/clock/next', () => {
  it('runs the order’s next queued job as at its time, and nothing where none is queued', async () => {
    const db = ctx.database.db;
    // The clock finds an order's jobs by their keys (`order-…:<id>:…`).
    const order = { id: 424_242 };
    const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await scheduleJob(db, { kind: 'unknownKind', key: `order-test:${order.id}:1`, runAt: at });
    const app = await ctx.createApp(development);
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/v1/dev/clock/next',
        headers: spaHeaders,
        payload: { orderId: order.id },
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ at: at.toISOString(), ran: expect.any(Number) });
    expect(first.json().ran).toBeGreaterThanOrEqual(1);
    expect((await post()).json()).toEqual({ at: null, ran: 0 });
    const other = await app.inject({
      method: 'POST',
      url: '/v1/dev/clock/next',
      headers: spaHeaders,
      payload: { orderId: 'x' },
    });
    expect(other.statusCode).toBe(422);
  });
});

describe('secrets in logs', () => {
  it('never logs passwords or the tokens of sign-up, login and emailed links', async () => {
    const logs = createLogCollector();
    const app = await ctx.createApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });
    const registered = await app.inject({
      method: 'POST',
      url: '/v1/users/register',
      headers: spaHeaders,
      payload: { fullName: 'Log Tester', email: 'logs@example.com', password: testPassword },
    });
    const link = new URL(registered.json().redirectUrl as string).pathname;
    const binding = registered.cookies.find((cookie) => cookie.name === 'deckhand_verify');
    const verified = await app.inject({
      url: link,
      cookies: { deckhand_verify: binding?.value ?? '' },
    });
    const sessionToken =
      verified.cookies.find((cookie) => cookie.name === 'deckhand_session')?.value ?? 'missing';
    expect(sessionToken).not.toBe('missing');
    await app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${sessionToken}` } });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: spaHeaders,
      payload: { email: 'logs@example.com', password: testPassword },
    });
    expect(login.statusCode).toBe(200);
    const text = logs.text();
    expect(text).toContain('/v1/users/verify/[redacted]');
    for (const secret of [testPassword, link.split('/').pop(), sessionToken, login.json().token]) {
      expect(text).not.toContain(secret);
    }
  });
});
