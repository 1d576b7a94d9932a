import { serverMessages } from '@deckhand/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { isExemptPath, registerRequestGuard } from './request-guard.ts';

const ctx = useTestContext();

async function createGuardedApp(env: Record<string, string> = {}) {
  const app = await ctx.createApp({ env });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) {
    app.route({ method, url: '/v1/probe/change', handler: async () => ({ ok: true }) });
  }
  return app;
}

describe('request guard for state-changing requests', () => {
  it('refuses POST, PUT, PATCH and DELETE without X-Requested-With', async () => {
    const app = await createGuardedApp();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/v1/probe/change' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 'error',
        message: serverMessages.missingRequestedWith,
      });
    }
  });

  it('lets reads through without the header', async () => {
    const app = await createGuardedApp();
    expect((await app.inject({ url: '/v1/probe/change' })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin even with X-Requested-With', async () => {
    const app = await createGuardedApp();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/probe/change',
      headers: { ...spaHeaders, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: serverMessages.originMismatch });
  });

  it('accepts PUBLIC_ORIGIN, ALLOWED_ORIGINS and requests that name no Origin', async () => {
    const app = await createGuardedApp({
      PUBLIC_ORIGIN: 'https://app.deckhand.test',
      ALLOWED_ORIGINS: 'https://admin.deckhand.test, http://localhost:5173',
    });
    for (const origin of ['https://app.deckhand.test', 'http://localhost:5173', undefined]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/probe/change',
        headers: { ...spaHeaders, ...(origin ? { origin } : {}) },
      });
      expect(response.statusCode, String(origin)).toBe(200);
    }
    const foreign = await app.inject({
      method: 'POST',
      url: '/v1/probe/change',
      headers: { ...spaHeaders, origin: 'http://localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('accepts an Origin equal to the origin the request was sent to (the app at 127.0.0.1 or a LAN address)', async () => {
    const app = await createGuardedApp();
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v1/probe/change',
        headers: { ...spaHeaders, ...headers },
      });
    const own = await post({ host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' });
    expect(own.statusCode).toBe(200);
    const lan = await post({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' });
    expect(lan.statusCode).toBe(200);
    for (const origin of [
      'http://evil.example',
      'https://127.0.0.1:4321',
      'http://127.0.0.1:4322',
      'null',
      'http://127.0.0.1:4321/path',
    ]) {
      const refused = await post({ host: '127.0.0.1:4321', origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json()).toEqual({ status: 'error', message: serverMessages.originMismatch });
    }
  });

  it('takes the forwarded scheme and host only from a trusted proxy', async () => {
    const forwarded = {
      ...spaHeaders,
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'deckhand.lan',
      origin: 'https://deckhand.lan',
    };
    const request = { method: 'POST', url: '/v1/probe/change', headers: forwarded } as const;
    const behindProxy = await createGuardedApp({ TRUST_PROXY: 'loopback' });
    expect((await behindProxy.inject(request)).statusCode).toBe(200);
    const notTrusted = await createGuardedApp({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await notTrusted.inject(request)).statusCode).toBe(403);
    expect((await (await createGuardedApp()).inject(request)).statusCode).toBe(403);
  });

  it('guards a GET route marked stateChanging like a POST, and only that one', async () => {
    const app = await ctx.createApp();
    app.get('/v1/probe/trigger', { config: { stateChanging: true } }, async () => ({ ok: true }));
    app.get('/v1/probe/read', async () => ({ ok: true }));
    const bare = await app.inject({ url: '/v1/probe/trigger' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ status: 'error', message: serverMessages.missingRequestedWith });
    expect((await app.inject({ method: 'HEAD', url: '/v1/probe/trigger' })).statusCode).toBe(403);
    const sent = await app.inject({ url: '/v1/probe/trigger', headers: spaHeaders });
    expect(sent.statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/probe/read' })).statusCode).toBe(200);
  });

  it('skips exempt paths (webhooks, uploads) and only those', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerRequestGuard(app, {
      allowedOrigins: [],
      trustProxy: false,
      exemptions: ['/hooks/', '/v1/pay'],
    });
    app.post('/hooks/payments', async () => ({ ok: true }));
    app.post('/v1/pay', async () => ({ ok: true }));
    app.post('/v1/pay/other', async () => ({ ok: true }));
    try {
      const hook = await app.inject({ method: 'POST', url: '/hooks/payments?x=1' });
      expect(hook.statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/v1/pay' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/v1/pay/other' })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('matches exemptions exactly, or by prefix when they end in a slash', () => {
    expect(isExemptPath('/uploads/abc', ['/uploads/'])).toBe(true);
    expect(isExemptPath('/uploadsx', ['/uploads/'])).toBe(false);
    expect(isExemptPath('/v1/hook?sig=1', ['/v1/hook'])).toBe(true);
    expect(isExemptPath('/v1/hook/2', ['/v1/hook'])).toBe(false);
    expect(isExemptPath('/v1/anything', [])).toBe(false);
  });
});
