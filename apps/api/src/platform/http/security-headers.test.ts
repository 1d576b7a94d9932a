import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';

const ctx = useTestContext();
const spaCsp =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self' ws: wss:;" +
  "frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'";

let webDistDir = '';
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'deckhand-web-'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Deckhand</title>');
});

describe('security headers', () => {
  it('sends the SPA policy and hardening headers on pages', async () => {
    const app = await ctx.createApp({ env: { WEB_DIST_DIR: webDistDir } });
    for (const url of ['/', '/my-profile/orders']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(spaCsp);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Other sites learn nothing; our own pages' form posts name their Origin (page-form-posts.ts).
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("sends the API's JSON answers, errors too, the short API set: nothing loads, frames or sniffs them", async () => {
    const app = await ctx.createApp();
    for (const [url, status] of [
      ['/v1/init', 200],
      ['/v1/users/me', 401],
      ['/v1/no-such-thing', 404],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const security = Object.fromEntries(
        Object.entries(response.headers).filter(([name]) =>
          /^(content-security|x-(?!request-id)|cross-origin|origin-agent|referrer|strict-transport)/.test(
            name,
          ),
        ),
      );
      expect(security, url).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('gives a page the API serves (the OAuth callback) the document set with its own policy', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: '/v1/oauth/callback/google' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toBe(spaCsp);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("lets Stripe's card form load only when Stripe is the gateway", async () => {
    const app = await ctx.createApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_csp',
        STRIPE_WEBHOOK_SECRET: 'whsec_csp',
        WEB_DIST_DIR: webDistDir,
      },
    });
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('keeps API responses out of caches', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: '/v1/init' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when the request came over https through a trusted proxy', async () => {
    const trusted = await ctx.createApp({ env: { TRUST_PROXY: 'true' } });
    const https = await trusted.inject({
      url: '/v1/init',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await ctx.createApp();
    const spoofed = await untrusted.inject({
      url: '/v1/init',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API docs their own, looser policy, and only them', async () => {
    const app = await ctx.createApp();
    const docs = await app.inject({ url: '/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain('validator.swagger.io');
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const api = await app.inject({ url: '/v1/init' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('OpenAPI document', () => {
  it('describes the routes from their contract schemas at /v1/docs/json', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/init',
        '/v1/countries/names',
        '/healthz',
        '/readyz',
        '/v1/users/register',
        '/v1/users/verify/{token}',
        '/v1/users/login',
        '/v1/users/me',
        '/v1/users/logout',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/v1/docs'))).toBe(false);
    const init = document.paths['/v1/init'].get.responses['200'];
    expect(JSON.stringify(init)).toContain('enableProCoupons');
  });
});
