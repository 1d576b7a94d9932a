import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { routesAlong } from './resolve-lazy-matches';

/**
 * The routes the browser's router starts with, and how it adds the ones it starts without.
 *
 * Creating the router ranks every route it holds (~25 ms of a phone's CPU for 88 routes, the
 * longest task of a signed-in page's start): a customer's pages start without the staff
 * console's and the public site's routes (routes.tsx, `leftOutRoutes`), which are added the first
 * time the app goes to an address that only a catch-all (`*`, not found) matches. They are the
 * last children of their parent, so the places of all the others in the tree, which the server
 * writes into the page (resolve-lazy-matches.ts), are the same in both trees.
 */
export type TRouteTables = {
  /** Every route (the server's). */
  all: RouteObject[];
  /** Every route but `leftOut`. */
  start: RouteObject[];
  /** The id of the route whose last children `leftOut` are. */
  parentId: string;
  leftOut: RouteObject[];
};

/**
 * The routes to hydrate a server-rendered page with: the start table when the routes the server
 * matched (`routePath`) are in it, else all of them (a page of the site or the staff console).
 */
export function routesToStartWith(tables: TRouteTables, routePath: unknown): RouteObject[] {
  return routesAlong(tables.start, routePath) ? tables.start : tables.all;
}

/**
 * React Router's `patchRoutesOnNavigation` for a router started with `tables.start`: the left-out
 * routes go in once, on the first navigation whose best match is a catch-all. It is called
 * before each navigation to an address with parameters, and ranks nothing when it adds nothing.
 */
export function discoverLeftOutRoutes(tables: TRouteTables): PatchRoutesOnNavigationFunction {
  let isAdded = false;
  return ({ matches, patch }) => {
    if (isAdded || matches.at(-1)?.route.path !== '*') return;
    isAdded = true;
    patch(tables.parentId, tables.leftOut);
  };
}
