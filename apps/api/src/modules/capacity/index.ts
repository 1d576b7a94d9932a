/** The capacity overview's public entry. */
export { capacityRoutes } from './capacity.routes.ts';
export { staffCapacityRoutes } from './staff-capacity.routes.ts';
