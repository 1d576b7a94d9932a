import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { appRoutes } from '../all-routes';
import { routeTables } from '../routes';
import { contentPaths } from './content-routes';
import { findRouteTreePath } from './resolve-lazy-matches';
import { needsEveryRoute, startRouteDiscovery } from './route-discovery';

/** The server's route tree path of `pathname` (entry-server.tsx writes it into the page). */
function serverRoutePath(pathname: string) {
  const matched = (matchRoutes(appRoutes, pathname) ?? []).map(({ route }) => route);
  return findRouteTreePath(appRoutes, matched);
}

describe("the browser's route tables", () => {
  it('start without the staff console and the public site, which are in the whole table', () => {
    const countLeaves = (routes: RouteObject[]): number =>
      routes.reduce((sum, route) => sum + (route.children ? countLeaves(route.children) : 1), 0);
    const all = countLeaves(appRoutes);
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
      expect(needsEveryRoute(routeTables.start, routePath), pathname).toBe(false);
      const inStart = (matchRoutes(routeTables.start, pathname) ?? []).map(({ route }) => route);
      expect(findRouteTreePath(routeTables.start, inStart), pathname).toEqual(routePath);
    }
  });

  it('hydrate a page of the site or the staff console, or one not found, with every route', () => {
    for (const pathname of ['/pricing', '/about', '/staff', '/staff/teams', '/no-such-page']) {
      expect(needsEveryRoute(routeTables.start, serverRoutePath(pathname)), pathname).toBe(true);
    }
    expect(needsEveryRoute(routeTables.start, null)).toBe(true);
  });

  it("build every route from the left-out routes' own module, as the server has them", async () => {
    const every = routeTables.withLeftOut(await routeTables.loadLeftOut());
    for (const pathname of ['/pricing', '/about', '/staff/teams', '/my-profile/team', '/nope']) {
      const paths = (table: RouteObject[]) =>
        (matchRoutes(table, pathname) ?? []).map(({ route }) => route.path);
      expect(paths(every), pathname).toEqual(paths(appRoutes));
    }
  });
});

describe('a router started with the start table', () => {
  it("loads the address as a page when the left-out routes' code cannot be downloaded", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { router } = renderRoutes(routeTables.start, { route: '/loading' });
    startRouteDiscovery(router, {
      ...routeTables,
      loadLeftOut: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await act(() => router.navigate('/pricing?plan=pro'));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pricing?plan=pro'));
    vi.unstubAllGlobals();
    router.dispose();
  });

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
