import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules matching `pathname` before the router starts. The server rendered
 * those pages: hydration must render them too, not the fallback the router shows while a lazy
 * route loads (which would throw the server's HTML away).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
