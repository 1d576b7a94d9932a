import type { RouteObject } from 'react-router';
import { leftOutRoutes } from './left-out-routes';
import { routeTables } from './routes';

/**
 * Every route: the server's (entry-server.tsx), the tests', and the browser's on a page of the
 * staff console or the site (main.tsx builds it there the same way, once their chunk has come).
 */
export const appRoutes: RouteObject[] = routeTables.withLeftOut(leftOutRoutes);
