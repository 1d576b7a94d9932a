import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { consentCookie } from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogCollector, useTestContext } from '../../test/create-test-app.ts';
import { fakeIndexHtml, writeFakeWebBuild } from '../../test/fake-web-build.ts';
import { createTeamWithRoles } from '../../test/team-factory.ts';
import { createSignedInUser } from '../../test/user-factory.ts';

const ctx = useTestContext();
/**
 * A stand-in for the web build's server entry (apps/web/src/app/entry-server.tsx), with the same
 * export: it echoes what the API handed it, so the tests see the URL and the init payload.
 */
const fakeEntry = `
export function createPageRenderer({ template, manifest, fetchPublic }) {
  return {
    publicPagePaths: ['/pricing', '/about', '/pricing', '/documents/privacy-policy'],
    async render({ url, init, getAsVisitor, consentCookie }) {
      const { pathname } = new URL(url);
      if (pathname === '/visitor-status') {
        const me = await getAsVisitor('/v1/users/me');
        const order = await getAsVisitor('/v1/orders/999999/feedback');
        const outside = await getAsVisitor('/login').catch((e) => e.message);
        return { kind: 'page', status: order.status === 404 ? 404 : 200, html: JSON.stringify({ me, order, outside }) };
      }
      if (pathname === '/prefetch') {
        const answer = await fetchPublic('/v1/init');
        const prefetched = await answer.json();
        const refusal = await fetchPublic('/v1/users/logout', { method: 'POST' }).catch((e) => e.message);
        const outside = await fetchPublic('/login').catch((e) => e.message);
        const html = JSON.stringify({ status: answer.status, user: prefetched.user, refusal, outside });
        return { kind: 'page', status: 200, html };
      }
      if (pathname === '/boom') throw new Error('render failed');
      if (pathname === '/go-home') return { kind: 'redirect', status: 302, location: '/login' };
      if (pathname === '/go-away') return { kind: 'redirect', status: 302, location: '//evil.example/x' };
      if (pathname === '/pricing') return { kind: 'page', status: 200, html: '<main>static</main>', isStatic: true };
      const status = pathname === '/missing' ? 404 : 200;
      const page = JSON.stringify({ url, init, consentCookie, manifestKeys: Object.keys(manifest), templateLength: template.length });
      return { kind: 'page', status, html: '<!doctype html><main>' + page.replace(/</g, '\\\\u003c') + ' '.repeat(2048) + '</main>' };
    },
  };
}`;

let env: Record<string, string> = {};

beforeAll(async () => {
  env = await writeFakeWebBuild(fakeEntry);
});

const renderedPage = (body: string) =>
  JSON.parse(body.replace('<!doctype html><main>', '').replace('</main>', '')) as {
    url: string;
    init: { user: { email: string } | null; flashMessage: unknown; env: { appEnv: string } };
    consentCookie?: string;
    manifestKeys: string[];
    templateLength: number;
  };

describe('the sitemap and robots.txt of the public site', () => {
  it("lists the renderer's public pages once each, on the public origin", async () => {
    const app = await ctx.createApp({ env: { ...env, PUBLIC_ORIGIN: 'https://deckhand.example' } });
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://deckhand.example/pricing',
      'https://deckhand.example/about',
      'https://deckhand.example/documents/privacy-policy',
    ]);
  });

  it('keeps crawlers out of an environment that is not production', async () => {
    const app = await ctx.createApp({ env });
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('pages rendered on the server (docs/rendering.md)', () => {
  it('renders every page path, / included, with the init payload and never lets it be stored', async () => {
    const app = await ctx.createApp({ env });
    for (const url of ['/', '/login', '/my-profile/team?page=2']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      const page = renderedPage(response.body);
      expect(new URL(page.url).pathname + new URL(page.url).search).toBe(url);
      expect(page.init.user).toBeNull();
      expect(page.manifestKeys).toEqual(['index.html']);
      expect(page.templateLength).toBe(fakeIndexHtml.length);
    }
  });

  it('embeds the signed-in user, as GET /v1/init would answer', async () => {
    const app = await ctx.createApp({ env });
    const { user, cookies } = await createSignedInUser(ctx, { email: 'rendered@example.com' });
    const response = await app.inject({ url: '/my-profile/team', cookies });
    expect(renderedPage(response.body).init.user?.email).toBe(user.email);
    const init = await app.inject({ url: '/v1/init', cookies });
    expect(renderedPage(response.body).init).toEqual({ ...init.json(), flashMessage: null });
  });

  it("hands the renderer the visitor's consent cookie, the cookie banner's answer (issue 33)", async () => {
    const app = await ctx.createApp({ env });
    const answered = await app.inject({
      url: '/login',
      headers: { cookie: `other=1; ${consentCookie}=necessary` },
    });
    expect(renderedPage(answered.body).consentCookie).toBe('necessary');
    const unanswered = await app.inject({ url: '/login', headers: { cookie: 'other=1' } });
    expect(renderedPage(unanswered.body).consentCookie).toBeUndefined();
  });

  it('hands the flash message to the page that GETs it, and keeps it from a HEAD', async () => {
    const app = await ctx.createApp({ env });
    const flash = { type: 'success', message: 'Your email address is verified.' };
    const cookies = { flash: app.signCookie(JSON.stringify(flash)) };
    const head = await app.inject({ method: 'HEAD', url: '/login', cookies });
    expect(head.statusCode).toBe(200);
    expect(head.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ url: '/login', cookies });
    expect(renderedPage(page.body).init.flashMessage).toEqual(flash);
    expect(String(page.headers['set-cookie'])).toMatch(/^flash=;/);
  });

  it('keeps the flash message for the next page when the answer cannot show it', async () => {
    const app = await ctx.createApp({ env });
    const flash = { type: 'error', message: 'That sign-in link has expired.' };
    const cookies = { flash: app.signCookie(JSON.stringify(flash)) };
    for (const url of ['/go-home', '/pricing']) {
      const response = await app.inject({ url, cookies });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie, url).toMatch(/^flash=[^;]+;/);
      const value = decodeURIComponent(setCookie.slice('flash='.length).split(';')[0] ?? '');
      expect(JSON.parse(app.unsignCookie(value).value ?? 'null'), url).toEqual(flash);
    }
  });

  it('compresses the page with brotli or gzip, as the browser accepts', async () => {
    const app = await ctx.createApp({ env });
    const br = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(renderedPage(brotliDecompressSync(br.rawPayload).toString()).init.user).toBeNull();
    const gz = await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^<!doctype html>/);
    const api = await app.inject({ url: '/v1/init', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it("lets prefetches GET the API in-process, never with the visitor's cookies", async () => {
    const app = await ctx.createApp({ env });
    const { cookies } = await createSignedInUser(ctx, { email: 'prefetch@example.com' });
    const response = await app.inject({ url: '/prefetch', cookies });
    expect(response.json()).toEqual({
      status: 200,
      user: null,
      refusal: 'Server prefetch may only GET the API, not POST /v1/users/logout',
      outside: 'Server prefetch may only GET the API, not GET /login',
    });
  });

  it("gives the renderer the API's answers to this visitor, under /v1 only (issues 27, 30)", async () => {
    const app = await ctx.createApp({ env });
    const team = await createTeamWithRoles(ctx.database.db);
    const signedIn = await app.inject({
      url: '/visitor-status',
      cookies: { deckhand_session: team.owner.token },
    });
    expect(signedIn.statusCode).toBe(404);
    const answers = signedIn.json();
    expect(answers.me).toMatchObject({ status: 200, body: { user: { customerRole: 'owner' } } });
    expect(answers.order).toMatchObject({ status: 404, body: { status: 'error' } });
    expect(answers.outside).toBe(
      "A page may only ask the API for its visitor's data, not GET /login",
    );
    // Without the visitor's session the API answers nothing of theirs.
    const anonymous = await app.inject({ url: '/visitor-status' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ me: { status: 401 }, order: { status: 401 } });
  });

  it("keeps the renderer's status code", async () => {
    const app = await ctx.createApp({ env });
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
  });

  it('redirects where the renderer says, through the one safe redirect', async () => {
    const app = await ctx.createApp({ env });
    const home = await app.inject({ url: '/go-home' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/login');
    const away = await app.inject({ url: '/go-away' });
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/');
  });

  it('sends the unrendered index.html when rendering fails, and logs why', async () => {
    const logs = createLogCollector();
    const app = await ctx.createApp({
      env: { ...env, LOG_LEVEL: 'error' },
      logStream: logs.stream,
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fakeIndexHtml);
    const errors = logs.entries().filter((entry) => entry.level === 50);
    expect(errors.map((entry) => entry.msg)).toContain(
      'Server rendering failed; sending the unrendered page',
    );
  });

  it('still serves assets as files and API paths as the API', async () => {
    const app = await ctx.createApp({ env });
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log("deckhand");');
    expect((await app.inject({ url: '/v1/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(200);
  });
});
