import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/app-under-test.ts';

/** The built app's own files, fetched as a browser would (no browser needed to read headers). */
describe('built assets', () => {
  it('sends each script of the page precompressed with brotli, cached for a year', async () => {
    // Files under 1 KB are sent as they are: compressing them saves nothing.
    const baseUrl = appUrl();
    const page = await fetch(`${baseUrl}/login`);
    // The page carries the visitor's init payload: never stored (docs/rendering.md).
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    // The entry script, and the app's and the page's chunks it preloads (their JSON lists).
    const scripts = [
      ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]),
      ...[
        ...html.matchAll(/<script type="application\/json" id="deckhand-\w+-scripts">([^<]+)</g),
      ].flatMap((match) => (JSON.parse(String(match[1])) as { scripts: string[] }).scripts),
    ];
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      const plain = await fetch(new URL(String(src), baseUrl), {
        headers: { 'accept-encoding': 'identity' },
      });
      if ((await plain.arrayBuffer()).byteLength < 1024) continue;
      const response = await fetch(new URL(String(src), baseUrl), {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status, String(src)).toBe(200);
      expect(response.headers.get('content-encoding'), String(src)).toBe('br');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
