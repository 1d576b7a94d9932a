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
 * catch-all downloads them (their own chunk), adds them and goes to the address again. They are
 * the last children of their parent, so the places of all the others in the tree, which the
 * server writes into the page (resolve-lazy-matches.ts), are the same in both trees.
 *
 * Not React Router's `patchRoutesOnNavigation`: with it, every navigation to an address with
 * parameters (an order's page, its slide in the query) goes through a loading state, in which
 * the layout shows the page loader instead of the page.
 */
export type TRouteTables = {
  /** Every route but the left-out ones, with `LeftOutOrNotFound` as the catch-all. */
  start: RouteObject[];
  /** The id of the route whose last children the left-out routes are. */
  parentId: string;
  /** The left-out routes, whose code is a chunk of its own (routes.tsx). */
  loadLeftOut: () => Promise<RouteObject[]>;
  /** Every route: the start table's with the left-out routes and the not-found page. */
  withLeftOut: (leftOut: RouteObject[]) => RouteObject[];
};

/**
 * Whether a server-rendered page must hydrate with every route: when the routes the server
 * matched (`routePath`) are not in the start table (a page of the site or the staff console) or
 * it did not find the page (the start table's catch-all would not draw it as the server did).
 */
export function needsEveryRoute(start: RouteObject[], routePath: unknown): boolean {
  const matched = routesAlong(start, routePath);
  return !matched || matched.at(-1)?.path === '*';
}

type TPatchingRouter = { patchRoutes: (routeId: string, children: RouteObject[]) => void };

/** Adds the left-out routes to the router once; null when they are in it. */
let addLeftOut: (() => Promise<void>) | null = null;

/** Called by main.tsx for a router it created with `tables.start`. */
export function startRouteDiscovery(router: TPatchingRouter, tables: TRouteTables): void {
  let adding: Promise<void> | null = null;
  const add = () => {
    adding ??= tables.loadLeftOut().then(
      (leftOut) => {
        router.patchRoutes(tables.parentId, leftOut);
        if (addLeftOut === add) addLeftOut = null;
      },
      (error: unknown) => {
        adding = null;
        throw error;
      },
    );
    return adding;
  };
  addLeftOut = add;
}

/**
 * The start table's catch-all: the first time, the page loader while the left-out routes are
 * downloaded and added and the address is gone to again (a route among them draws it); then, or
 * in a router that holds every route, the not-found page. If their code cannot be downloaded (the
 * network, a new release), the browser loads the address as a page: the server knows every route.
 */
export function LeftOutOrNotFound() {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const isAdding = addLeftOut !== null;
  useTaskEffect(() => {
    if (!addLeftOut) return;
    let isLeft = false;
    addLeftOut().then(
      () => {
        if (!isLeft) void navigate({ pathname, search, hash }, { replace: true, state });
      },
      () => {
        if (!isLeft) window.location.assign(`${pathname}${search}${hash}`);
      },
    );
    return () => {
      isLeft = true;
    };
  }, []);
  return isAdding ? <PageLoader /> : <NotFoundPage />;
}
