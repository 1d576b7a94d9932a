import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { findRouteTreePath, resolveLazyMatches, routesAlong } from './resolve-lazy-matches';

const page = () => 'page';

function makeRoutes() {
  const teamLazy = vi.fn(async () => ({ Component: page }));
  const shellLazy = vi.fn(async () => ({ Component: page }));
  const otherLazy = vi.fn(async () => ({ Component: page }));
  const team: RouteObject = { path: 'team', lazy: teamLazy };
  const shell: RouteObject = {
    path: '/my-profile',
    lazy: shellLazy,
    children: [{ path: 'orders', lazy: otherLazy }, team],
  };
  const layout: RouteObject = { children: [{ path: '/login', lazy: otherLazy }, shell] };
  const root: RouteObject = { id: 'root', children: [layout] };
  return { routes: [root], root, layout, shell, team, teamLazy, shellLazy, otherLazy };
}

describe('the route tree path of a page', () => {
  it('is the place of each matched route in its parent, and walks back to the same routes', () => {
    const { routes, root, layout, shell, team } = makeRoutes();
    const path = findRouteTreePath(routes, [root, layout, shell, team]);
    expect(path).toEqual([0, 0, 1, 1]);
    expect(routesAlong(routes, path)).toEqual([root, layout, shell, team]);
  });

  it('is null when a matched route is not in the tree', () => {
    const { routes, root, team } = makeRoutes();
    expect(findRouteTreePath(routes, [root, team])).toBeNull();
  });

  it('walks nothing but a path of the tree', () => {
    const { routes } = makeRoutes();
    for (const path of [null, 'x', [], [0, 0, 7], [0, 0.5], ['0'], [-1], Array(17).fill(0)]) {
      expect(routesAlong(routes, path), JSON.stringify(path)).toBeNull();
    }
  });
});

describe('resolveLazyMatches', () => {
  it("loads the modules of the routes along the server's path and no other", async () => {
    const { routes, team, teamLazy, shellLazy, otherLazy } = makeRoutes();
    // An address the path does not match: the path is what decides.
    await resolveLazyMatches(routes, '/login', [0, 0, 1, 1]);
    expect(teamLazy).toHaveBeenCalledTimes(1);
    expect(shellLazy).toHaveBeenCalledTimes(1);
    expect(otherLazy).not.toHaveBeenCalled();
    expect(team).toMatchObject({ Component: page, lazy: undefined });
  });

  it('matches the address when the page carries no usable path', async () => {
    const { routes, teamLazy, shellLazy, otherLazy } = makeRoutes();
    await resolveLazyMatches(routes, '/my-profile/team', [0, 9]);
    expect(teamLazy).toHaveBeenCalledTimes(1);
    expect(shellLazy).toHaveBeenCalledTimes(1);
    expect(otherLazy).not.toHaveBeenCalled();
  });
});
