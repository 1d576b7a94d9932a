/** The init module's public entry. */
export { createAlert } from './init.queries.ts';
export { initRoutes } from './init.routes.ts';
export { createInitReader } from './init-reader.ts';
