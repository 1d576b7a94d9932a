import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyMatches } from './resolve-lazy-matches';

/** root > (a, b > index): each page route lazy, as the app's are. */
function makeRoutes() {
  const lazyA = vi.fn(async () => ({ handle: 'a' }));
  const lazyB = vi.fn(async () => ({ handle: 'b' }));
  const lazyIndex = vi.fn(async () => ({ handle: 'b-index' }));
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { path: 'a', lazy: lazyA },
        { path: 'b', lazy: lazyB, children: [{ index: true, lazy: lazyIndex }] },
      ],
    },
  ];
  return { routes, lazyA, lazyB, lazyIndex };
}

describe('loading the lazy routes of a server-rendered page before hydrating (issue 33)', () => {
  it('loads the routes the server named by their ids, without matching the address', async () => {
    const { routes, lazyA, lazyB, lazyIndex } = makeRoutes();
    await resolveLazyMatches(routes, '/a', ['root', '0-1', '0-1-0']);
    expect(lazyA).not.toHaveBeenCalled();
    expect(lazyB).toHaveBeenCalledTimes(1);
    expect(lazyIndex).toHaveBeenCalledTimes(1);
    // Loaded once: the route holds the module's parts and is no longer lazy.
    expect(routes[0]?.children?.[1]).toMatchObject({ handle: 'b', lazy: undefined });
  });

  it('matches the address when the page names no routes, or one that is not there', async () => {
    for (const ids of [null, ['0-7'], 'root', ['0-1', 5], Array(40).fill('0-0')]) {
      const { routes, lazyA, lazyB } = makeRoutes();
      await resolveLazyMatches(routes, '/a', ids);
      expect(lazyA).toHaveBeenCalledTimes(1);
      expect(lazyB).not.toHaveBeenCalled();
    }
  });
});
