import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './site-files.ts';

describe('site files', () => {
  it('lets crawlers into production, not into the signed-in areas, and names the sitemap', () => {
    const robots = buildRobots('https://deckhand.example', true);
    expect(robots).toContain('User-agent: *\nDisallow: /my-profile\n');
    expect(robots).toContain('Disallow: /staff\n');
    expect(robots).not.toContain('Disallow: /\n');
    expect(robots.trimEnd().endsWith('Sitemap: https://deckhand.example/sitemap.xml')).toBe(true);
  });

  it('escapes what XML would read as markup in an address', () => {
    const sitemap = buildSitemap('https://deckhand.example', ['/search?a=1&b=2']);
    expect(sitemap).toContain('<loc>https://deckhand.example/search?a=1&amp;b=2</loc>');
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
