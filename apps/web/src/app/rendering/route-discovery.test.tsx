import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { routeTables } from '../routes';
import { contentPaths } from './content-routes';
import { findRouteTreePath } from './resolve-lazy-matches';
import { routesToStartWith, startRouteDiscovery } from './route-discovery';

/** The server's route tree path of `pathname` (entry-server.tsx writes it into the page). */
function serverRoutePath(pathname: string) {
  const matched = (matchRoutes(routeTables.all, pathname) ?? []).map(({ route }) => route);
  return findRouteTreePath(routeTables.all, matched);
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
    ]) {
      const routePath = serverRoutePath(pathname);
      expect(routesToStartWith(routeTables, routePath), pathname).toBe(routeTables.start);
      const inStart = (matchRoutes(routeTables.start, pathname) ?? []).map(({ route }) => route);
      expect(findRouteTreePath(routeTables.start, inStart), pathname).toEqual(routePath);
    }
  });

  it('hydrate a page of the site or the staff console, or one not found, with every route', () => {
    for (const pathname of ['/pricing', '/about', '/staff', '/staff/teams', '/no-such-page']) {
      expect(routesToStartWith(routeTables, serverRoutePath(pathname)), pathname).toBe(
        routeTables.all,
      );
    }
    expect(routesToStartWith(routeTables, null)).toBe(routeTables.all);
  });
});

describe('a router started with the start table', () => {
  it('adds the site and the staff console the first time it comes to one of their pages', async () => {
    const { router } = renderRoutes(routeTables.start, { route: '/loading' });
    startRouteDiscovery(router, routeTables);
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('/about'));
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.errors).toBeNull();
    // The staff console's routes came with them.
    const staffMatch = matchRoutes(router.routes, '/staff/teams') ?? [];
    expect(staffMatch.map(({ route }) => route.path)).toContain('/staff/teams');
    router.dispose();
  });

  it('answers an unknown address with the not-found page, once they are added', async () => {
    const { router } = renderRoutes(routeTables.start, { route: '/loading' });
    startRouteDiscovery(router, routeTables);
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('goes to an address with parameters without a loading state (the layout would swap the page out)', async () => {
    const router = createMemoryRouter(routeTables.start, {
      initialEntries: ['/my-profile/orders/5'],
      hydrationData: { loaderData: {} },
    });
    startRouteDiscovery(router, routeTables);
    router.initialize();
    await router.navigate('/my-profile/orders/5');
    const states: string[] = [];
    router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/my-profile/orders/5?slide=3');
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((state) => state !== 'idle')).toEqual([]);
    router.dispose();
  });
});
