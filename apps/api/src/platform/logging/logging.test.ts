import { describe, expect, it } from 'vitest';
import { createLogCollector, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { redactUrl } from './logger-options.ts';

const ctx = useTestContext();

/** An app logging at `level`; '' is the app's default (LOG_LEVEL unset). */
async function createLoggedApp(level = 'info') {
  const logs = createLogCollector();
  const app = await ctx.createApp({ env: { LOG_LEVEL: level }, logStream: logs.stream });
  app.get('/v1/probe/log', async (request) => {
    request.log.info(
      { user: { email: 'a@example.com', password: 'Secret123!' }, token: 'tok_live_123' },
      'probe',
    );
    return { ok: true };
  });
  app.get('/v1/probe/fail', async () => {
    throw new Error('probe failure');
  });
  return { app, logs };
}

describe('request logging', () => {
  it('writes one line per request: method, redacted URL, status and time', async () => {
    const { app, logs } = await createLoggedApp();
    await app.inject({ url: '/v1/probe/nothing-here', headers: { 'x-request-id': 'r-one' } });
    const lines = logs.entries().filter((entry) => entry.reqId === 'r-one');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/v1/probe/nothing-here' },
      res: { statusCode: 404 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes exactly one line for a request at the default level, and logs errors besides', async () => {
    const { app, logs } = await createLoggedApp('');
    expect(app.log.level).toBe('info');
    const init = await app.inject({ url: '/v1/init', headers: { 'x-request-id': 'r-init' } });
    expect(init.statusCode).toBe(200);
    expect(logs.entries().filter((entry) => entry.reqId === 'r-init')).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/v1/init' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    await app.inject({ url: '/v1/probe/fail', headers: { 'x-request-id': 'r-fail' } });
    const failed = logs.entries().filter((entry) => entry.reqId === 'r-fail');
    expect(failed.map((entry) => [entry.level, entry.msg])).toEqual([
      [50, 'unhandled error'],
      [30, 'request completed'],
    ]);
  });

  it('logs no request line above info, but still every error', async () => {
    const { app, logs } = await createLoggedApp('warn');
    await app.inject({ url: '/v1/init', headers: { 'x-request-id': 'r-quiet' } });
    await app.inject({ url: '/v1/probe/fail', headers: { 'x-request-id': 'r-loud' } });
    expect(logs.entries().filter((entry) => entry.reqId === 'r-quiet')).toEqual([]);
    const failed = logs.entries().filter((entry) => entry.reqId === 'r-loud');
    expect(failed.map((entry) => entry.msg)).toEqual(['unhandled error']);
  });

  it('echoes a sane incoming x-request-id and logs under it', async () => {
    const { app, logs } = await createLoggedApp();
    const response = await app.inject({
      url: '/v1/probe/log',
      headers: { 'x-request-id': 'edge-abc.123' },
    });
    expect(response.headers['x-request-id']).toBe('edge-abc.123');
    expect(logs.entries().some((entry) => entry.reqId === 'edge-abc.123')).toBe(true);
  });

  it('replaces a missing or unsafe request id with a UUID', async () => {
    const { app } = await createLoggedApp();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await app.inject({ url: '/v1/probe/log' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    const unsafe = await app.inject({
      url: '/v1/probe/log',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
  });

  it('binds device id and client version to every line of the request', async () => {
    const { app, logs } = await createLoggedApp();
    await app.inject({
      url: '/v1/probe/log',
      headers: { 'x-device-id': 'device-42', 'x-client-version': '1.4.0', 'x-request-id': 'r-1' },
    });
    const lines = logs.entries().filter((entry) => entry.reqId === 'r-1');
    expect(lines.map((line) => line.msg)).toEqual(['probe', 'request completed']);
    for (const line of lines) {
      expect(line).toMatchObject({ deviceId: 'device-42', clientVersion: '1.4.0' });
    }
  });

  it('redacts passwords, tokens and cookies', async () => {
    const { app, logs } = await createLoggedApp();
    await app.inject({
      url: '/v1/probe/log',
      headers: { cookie: 'session=abc', authorization: 'Bearer tok_live_123' },
    });
    const probe = logs.entries().find((entry) => entry.msg === 'probe');
    expect(probe).toMatchObject({
      user: { email: 'a@example.com', password: '[redacted]' },
      token: '[redacted]',
    });
    expect(logs.text()).not.toContain('Secret123!');
    expect(logs.text()).not.toContain('tok_live_123');
    expect(logs.text()).not.toContain('session=abc');
  });
});

describe('secrets in request URLs', () => {
  const token = 'Qm9vZ3VzLXRva2VuLWZvci10aGUtbG9nLXRlc3Q_x-1';
  const shortToken = 'k3y';
  const email = 'anna.secret@example.com';

  it('logs no token or email of any link, API route or page', async () => {
    const { app, logs } = await createLoggedApp();
    const urls = [
      `/v1/team/join/${token}`,
      `/v1/team/join/${shortToken}`,
      `/v1/users/verify/${token}`,
      `/v1/users/verify/${shortToken}`,
      `/v1/users/verify/reset-password/${token}`,
      `/v1/users/verify/reset-password/${shortToken}`,
      `/v1/users/reset-password/${encodeURIComponent(email)}`,
      `/v1/users/reset-password/${email}`,
      `/join/${token}`,
      `/reset-password/${token}`,
      `/unsubscribe/offers?token=${shortToken}&type=offers`,
      `/v1/oauth/callback/google?code=${shortToken}&state=${shortToken}`,
    ];
    for (const url of urls) {
      const response = await app.inject({ url, headers: spaHeaders });
      expect(response.statusCode).toBeLessThan(500);
    }
    const incoming = logs.entries().filter((entry) => entry.msg === 'request completed');
    expect(incoming).toHaveLength(urls.length);
    expect(incoming[0]).toMatchObject({ req: { url: '/v1/team/join/[redacted]' } });
    expect(incoming[6]).toMatchObject({ req: { url: '/v1/users/reset-password/[redacted]' } });
    expect(incoming[10]).toMatchObject({
      req: { url: '/unsubscribe/offers?token=[redacted]&type=offers' },
    });
    for (const secret of [token, shortToken, email, encodeURIComponent(email)]) {
      expect(logs.text()).not.toContain(secret);
    }
  });

  it('keeps what is not secret, and cuts a huge URL', () => {
    expect(redactUrl('/v1/team/members/17?page=2')).toBe('/v1/team/members/17?page=2');
    expect(redactUrl('/assets/index-B1a2C3d4E5f6G7h8.js')).toBe(
      '/assets/index-B1a2C3d4E5f6G7h8.js',
    );
    expect(redactUrl('/v1/x/abc', '/v1/x/:token')).toBe('/v1/x/[redacted]');
    const huge = redactUrl(`/v1/users/logout?redirect=${'a/'.repeat(500_000)}`);
    expect(huge.length).toBeLessThanOrEqual(2049);
  });
});
