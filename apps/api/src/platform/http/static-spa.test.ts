import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serverMessages } from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogCollector, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { missingBuildMessage } from './static-spa.ts';

const ctx = useTestContext();
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
let webDistDir = '';

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'deckhand-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), indexHtml);
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("deckhand");');
  // What the web build's precompress plugin writes beside a large asset.
  const bundle = `export const text = "${'deckhand '.repeat(400)}";`;
  await writeFile(join(webDistDir, 'assets', 'bundle-def456.js'), bundle);
  await writeFile(join(webDistDir, 'assets', 'bundle-def456.js.br'), brotliCompressSync(bundle));
  await writeFile(join(webDistDir, 'assets', 'bundle-def456.js.gz'), gzipSync(bundle));
  await writeFile(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

const createSpaApp = () => ctx.createApp({ env: { WEB_DIST_DIR: webDistDir } });

describe('serving the built SPA', () => {
  it('serves index.html at / without letting anyone cache it (no server bundle)', async () => {
    const app = await createSpaApp();
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const app = await createSpaApp();
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("deckhand");');
  });

  it('sends the precompressed brotli or gzip copy the client accepts, cached as the asset', async () => {
    const app = await createSpaApp();
    const url = '/assets/bundle-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBeLessThan(500);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('deckhand deckhand');
  });

  it('revalidates other files at the root', async () => {
    const app = await createSpaApp();
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html (GET and HEAD)', async () => {
    const app = await createSpaApp();
    for (const url of ['/some/deep/path', '/my-profile/billing?tab=2', '/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    }
    const head = await app.inject({ method: 'HEAD', url: '/some/deep/path' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('keeps the 404 envelope for API paths, missing assets and other methods', async () => {
    const app = await createSpaApp();
    const notFound = { status: 'error', message: serverMessages.notFound };
    for (const url of ['/v1/nope', '/v1', '/assets/app-gone999.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const put = await app.inject({ method: 'PUT', url: '/some/page', headers: spaHeaders });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(notFound);
  });

  it('sends a form posted to a page before the app ran back to the page, reading nothing', async () => {
    const app = await createSpaApp();
    // As a browser sends it: no header of the app's own.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = await app.inject({
      method: 'POST',
      url: '/reset-password?redirectTo=%2Fmy-profile%2Forders',
      headers: form,
      payload: 'email=ada%40example.com&secret=Secret%232026',
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/reset-password?redirectTo=%2Fmy-profile%2Forders');
    expect(login.body).not.toContain('Secret');
    // The address is parsed like every redirect: another host is never the target.
    const sneaky = await app.inject({ method: 'POST', url: '//evil.example/x', headers: form });
    expect(sneaky.headers.location).toBe('/');
    // The API still refuses what a cross-site form sends: first the missing header, then the type.
    const logout = { method: 'POST', url: '/v1/auth/logout', payload: 'a=1' } as const;
    expect((await app.inject({ ...logout, headers: form })).statusCode).toBe(403);
    const typed = await app.inject({ ...logout, headers: { ...form, ...spaHeaders } });
    expect(typed.statusCode).toBe(415);
  });
});

describe('without a web build', () => {
  it('answers pages with a 404 envelope that says how to build, and warns once at start', async () => {
    const logs = createLogCollector();
    const app = await ctx.createApp({ env: { LOG_LEVEL: 'warn' }, logStream: logs.stream });
    const page = await app.inject({ url: '/my-profile' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ status: 'error', message: missingBuildMessage });
    await app.inject({ url: '/other' });
    const warnings = logs.entries().filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.msg)).toContain('npm run build -w @deckhand/web');
    const api = await app.inject({ url: '/v1/nope' });
    expect(api.json()).toEqual({ status: 'error', message: serverMessages.notFound });
  });
});
