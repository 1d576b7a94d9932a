import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTables } from '../routes';
import { contentPaths } from './content-routes';
import { findRouteTreePath } from './resolve-lazy-matches';
import { discoverLeftOutRoutes, routesToStartWith } from './route-discovery';

/** The server's route tree path of `pathname` (entry-server.tsx writes it into the page). */
function serverRoutePath(pathname: string) {
  const matched = (matchRoutes(routeTables.all, pathname) ?? []).map(({ route }) => route);
  return findRouteTreePath(routeTables.all, matched);
}

/** What a router in the browser matched: each route's path, root first (pathless: undefined). */
const matchedPaths = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map(({ route }) => route.path);

function startRouter(at: string) {
  const router = createMemoryRouter(routeTables.start, {
    initialEntries: [at],
    hydrationData: { loaderData: {} },
    patchRoutesOnNavigation: discoverLeftOutRoutes(routeTables),
  });
  router.initialize();
  return router;
}

describe("the browser's route tables", () => {
  it('start without the staff console and the public site, which are in the whole table', () => {
    const countLeaves = (routes: RouteObject[]): number =>
      routes.reduce((sum, route) => sum + (route.children ? countLeaves(route.children) : 1), 0);
    const all = countLeaves(routeTables.all);
    const start = countLeaves(routeTables.start);
    expect(all - start).toBe(contentPaths.length + 8);
    const startPaths = (matchRoutes(routeTables.start, '/pricing') ?? []).map((m) => m.route.path);
    expect(startPaths.at(-1)).toBe('*');
    expect(matchRoutes(routeTables.start, '/staff')?.at(-1)?.route.path).toBe('*');
  });

  it("walk the server's route path of a customer's page to the same routes in both tables", () => {
    for (const pathname of [
      '/login',
      '/my-profile/team',
      '/my-profile/orders/5',
      '/my-profile/billing/credits',
      '/order-now',
      '/no-such-page',
    ]) {
      const routePath = serverRoutePath(pathname);
      expect(routesToStartWith(routeTables, routePath), pathname).toBe(routeTables.start);
      const inStart = (matchRoutes(routeTables.start, pathname) ?? []).map(({ route }) => route);
      expect(findRouteTreePath(routeTables.start, inStart), pathname).toEqual(routePath);
    }
  });

  it('hydrate a page of the site or the staff console with every route', () => {
    for (const pathname of ['/pricing', '/about', '/staff', '/staff/teams']) {
      expect(routesToStartWith(routeTables, serverRoutePath(pathname)), pathname).toBe(
        routeTables.all,
      );
    }
    expect(routesToStartWith(routeTables, null)).toBe(routeTables.all);
  });
});

describe('a router started with the start table', () => {
  it('adds the site and the staff console on the first navigation to one of their pages', async () => {
    const router = startRouter('/my-profile/orders/5');
    expect(matchedPaths(router).at(-1)).toBe('/my-profile/orders/:id');

    await router.navigate('/pricing');
    expect(router.state.location.pathname).toBe('/pricing');
    expect(matchedPaths(router).at(-1)).toBe('/pricing');
    expect(router.state.errors).toBeNull();

    await router.navigate('/staff/teams');
    expect(matchedPaths(router)).toContain('/staff/teams');
    router.dispose();
  });

  it('still answers an unknown address with the not-found page, and its own pages as before', async () => {
    const router = startRouter('/my-profile/team');
    await router.navigate('/no-such-page');
    expect(matchedPaths(router).at(-1)).toBe('*');
    await router.navigate('/my-profile/orders/7');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '7' });
    await router.navigate('/about');
    expect(matchedPaths(router).at(-1)).toBe('/about');
    router.dispose();
  });
});
