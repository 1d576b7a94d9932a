import { matchRoutes, type RouteObject } from 'react-router';

/** At most this many ids are read: a page matches a handful of nested routes. */
const idsMax = 32;

/**
 * The routes the server named by their ids (React Router names a route without an id of its own
 * by its place in the tree: `0-3-0-7` is `routes[0].children[3].children[0].children[7]`), or
 * null when one cannot be found, which leaves the matching to the router's own. A route with an
 * id of its own (the root) is never lazy: it is skipped.
 */
export function findRoutesByIds(routes: RouteObject[], ids: unknown): RouteObject[] | null {
  if (!Array.isArray(ids) || ids.length > idsMax) return null;
  const found: RouteObject[] = [];
  for (const id of ids) {
    if (typeof id !== 'string') return null;
    if (!/^\d{1,3}(-\d{1,3})*$/.test(id)) continue;
    let level: RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const index of id.split('-')) {
      route = level?.[Number(index)];
      level = route?.children;
    }
    if (!route) return null;
    found.push(route);
  }
  return found;
}

/**
 * Loads the lazy route modules matching `pathname` before the router starts. The server rendered
 * those pages: hydration must render them too, not the fallback the router shows while a lazy
 * route loads (which would throw the server's HTML away). The routes the server matched
 * (`matchedIds`, embedded in the page) are found by their ids: matching the address against
 * every route (React Router ranks and compiles them all) cost the start a task of ~25 ms on
 * a signed-in page under Lighthouse, four times that on its slower CPU.
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  pathname: string,
  matchedIds: unknown = null,
): Promise<void> {
  const matched =
    findRoutesByIds(routes, matchedIds) ??
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
