import type { RouteObject } from 'react-router';
import { contentRoutes } from './rendering/content-routes';
import { staffRoute } from './staff-routes';

/**
 * The routes a customer's app in the browser starts without, added the first time it goes to
 * an address that none of the others but a catch-all matches (rendering/route-discovery.tsx):
 * the staff console and the public site (§2.2: one page per MDX file of features/site/content,
 * sent by the server without the app). Each route the router holds is ranked when it starts, and
 * this module is downloaded only when they are added.
 */
export const leftOutRoutes: RouteObject[] = [staffRoute, ...contentRoutes];
