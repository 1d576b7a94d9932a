import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The routes a page matched, as their places in the route tree from the root down: `[0, 2, 0, 5]`
 * is `routes[0].children[2].children[0].children[5]`. The server writes it into the page it
 * rendered (embedded-init.ts): the browser then finds the page's routes by walking the tree
 * instead of ranking and matching every route (React Router's `matchRoutes` compiles a pattern
 * for every level of every route: ~30 ms of a phone's CPU before hydration, and the router does
 * it once more when it is created).
 */
export type TRouteTreePath = number[];

/** The deepest route tree is far shallower: a longer path is not one the server wrote. */
const maxRouteDepth = 16;

type TTreeRoute = { children?: TTreeRoute[] };

/**
 * Where `matched` (the server's matches, root first) sit in `routes`, which must be the tree they
 * were matched in (the static handler's routes); null if one of them is not there.
 */
export function findRouteTreePath<R extends TTreeRoute>(
  routes: readonly R[],
  matched: readonly R[],
): TRouteTreePath | null {
  const path: TRouteTreePath = [];
  let level: readonly TTreeRoute[] = routes;
  for (const route of matched) {
    const index = level.indexOf(route);
    if (index < 0) return null;
    path.push(index);
    level = route.children ?? [];
  }
  return path;
}

/** The routes along `path` in `routes`, root first; null for anything but a path in the tree. */
export function routesAlong(routes: readonly RouteObject[], path: unknown): RouteObject[] | null {
  if (!Array.isArray(path) || path.length === 0 || path.length > maxRouteDepth) return null;
  const found: RouteObject[] = [];
  let level: readonly RouteObject[] = routes;
  for (const index of path) {
    const route = Number.isInteger(index) ? level[index as number] : undefined;
    if (!route) return null;
    found.push(route);
    level = route.children ?? [];
  }
  return found;
}

/**
 * Loads the lazy route modules of the page before the router starts. The server rendered the
 * page: hydration must render it too, not the fallback the router shows while a lazy route loads
 * (which would throw the server's HTML away). The page's routes are those along the tree path
 * the server wrote (`routePath`), or, without a usable one, those matching `pathname`.
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  pathname: string,
  routePath: unknown = null,
): Promise<void> {
  const matched =
    routesAlong(routes, routePath) ??
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
