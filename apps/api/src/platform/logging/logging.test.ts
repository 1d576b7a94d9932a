import { describe, expect, it } from 'vitest';
import { createLogCollector, useTestContext } from '../../test/create-test-app.ts';

const ctx = useTestContext();

async function createLoggedApp() {
  const logs = createLogCollector();
  const app = await ctx.createApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  app.get('/v1/probe/log', async (request) => {
    request.log.info(
      { user: { email: 'a@example.com', password: 'Secret123!' }, token: 'tok_live_123' },
      'probe',
    );
    return { ok: true };
  });
  return { app, logs };
}

describe('request logging', () => {
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
    expect(lines.length).toBeGreaterThanOrEqual(3);
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
