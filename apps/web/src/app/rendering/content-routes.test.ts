import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { contentPathOf, contentPaths } from './content-routes';
import { publicPagePaths } from './public-pages';

/** Every `getHref()` of paths.site: the public pages of §2.2. */
function sitePaths(tree: object): string[] {
  return Object.values(tree).flatMap((value) => {
    if (typeof value !== 'object' || value === null) return [];
    return 'getHref' in value ? [(value as { getHref: () => string }).getHref()] : sitePaths(value);
  });
}

describe('the public site routes (features/site/content)', () => {
  it('names a page by its file: index files by their folder', () => {
    const root = '../../features/site/content/';
    expect(contentPathOf(`${root}about/index.mdx`)).toBe('/about');
    expect(contentPathOf(`${root}about/team.mdx`)).toBe('/about/team');
    expect(contentPathOf(`${root}pricing.mdx`)).toBe('/pricing');
  });

  it('has a content file for every public page of §2.2, and no page without one', () => {
    expect([...contentPaths].sort()).toEqual(sitePaths(paths.site).sort());
  });

  it('gives the sitemap the site, sign-in and the public order flows, never an account page', () => {
    expect(publicPagePaths).toEqual(
      expect.arrayContaining([...contentPaths, '/order-now', '/login']),
    );
    expect(publicPagePaths.filter((path) => path.startsWith('/my-profile'))).toEqual([]);
  });
});
