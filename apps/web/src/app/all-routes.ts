import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { leftOutRoutes } from './left-out-routes';
import { routeTree } from './routes';

/**
 * Every route: the server's (entry-server.tsx), the tests', and the browser's on a page of the
 * staff console or the site (main.tsx builds it there with `routeTables.withLeftOut`).
 */
export const appRoutes: RouteObject[] = routeTree(leftOutRoutes, NotFoundPage);
