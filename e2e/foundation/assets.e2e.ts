import { describe, expect, inject, it } from 'vitest';

/** The built app's own files, fetched as a browser would (no browser needed to read headers). */
describe('built assets', () => {
  it('sends each script of the page precompressed with brotli, cached for a year', async () => {
    const baseUrl = inject('baseUrl');
    const page = await fetch(`${baseUrl}/login`);
    // The page carries the visitor's init payload: never stored (docs/rendering.md).
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const response = await fetch(new URL(String(src), baseUrl), {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status, String(src)).toBe(200);
      expect(response.headers.get('content-encoding'), String(src)).toBe('br');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
