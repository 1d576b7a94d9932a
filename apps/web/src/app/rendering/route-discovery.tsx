import { type RouteObject, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { useTaskEffect } from '@/lib/scheduling/use-task-effect';
import { PageLoader } from '@/ui/page-loader';
import { routesAlong } from './resolve-lazy-matches';

/**
 * The routes the browser's router starts with, and how it adds the ones it starts without.
 *
 * Creating the router ranks every route it holds (~25 ms of a phone's CPU for 88 routes, the
 * longest task of a signed-in page's start): a customer's pages start without the staff
 * console's and the public site's routes (routes.tsx, `leftOutRoutes`), which are added the first
 * time the app comes to an address that only the catch-all (`*`) matches: the start table's
 * catch-all adds them and goes to the address again. They are the last children of their parent,
 * so the places of all the others in the tree, which the server writes into the page
 * (resolve-lazy-matches.ts), are the same in both trees.
 *
 * Not React Router's `patchRoutesOnNavigation`: with it, every navigation to an address with
 * parameters (an order's page, its slide in the query) goes through a loading state, in which
 * the layout shows the page loader instead of the page.
 */
export type TRouteTables = {
  /** Every route (the server's). */
  all: RouteObject[];
  /** Every route but `leftOut`, with `LeftOutOrNotFound` as the catch-all. */
  start: RouteObject[];
  /** The id of the route whose last children `leftOut` are. */
  parentId: string;
  leftOut: RouteObject[];
};

/**
 * The routes to hydrate a server-rendered page with: the start table when the routes the server
 * matched (`routePath`) are in it, else all of them (a page of the site or the staff console, or
 * one the server did not find, which the start table's catch-all would not draw as it did).
 */
export function routesToStartWith(tables: TRouteTables, routePath: unknown): RouteObject[] {
  const matched = routesAlong(tables.start, routePath);
  return matched && matched.at(-1)?.path !== '*' ? tables.start : tables.all;
}

type TPatchingRouter = { patchRoutes: (routeId: string, children: RouteObject[]) => void };

/** Adds the left-out routes to the router once; null when there is nothing to add. */
let addLeftOut: (() => void) | null = null;

/** Called by main.tsx for a router it created with `tables.start`. */
export function startRouteDiscovery(router: TPatchingRouter, tables: TRouteTables): void {
  addLeftOut = () => {
    addLeftOut = null;
    router.patchRoutes(tables.parentId, tables.leftOut);
  };
}

/**
 * The start table's catch-all: the first time, the page loader while the left-out routes are
 * added and the address is gone to again (a route among them draws it); then, or in a router
 * that holds every route, the not-found page.
 */
export function LeftOutOrNotFound() {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const isAdding = addLeftOut !== null;
  useTaskEffect(() => {
    if (!addLeftOut) return;
    addLeftOut();
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, []);
  return isAdding ? <PageLoader /> : <NotFoundPage />;
}
