import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireStaff } from './actor.ts';

/**
 * The staff console's routes in one encapsulated scope that only staff enter: requireStaff runs
 * on every request to them (401 signed out, 403 for a customer) before validation and handler,
 * so no staff route can forget it. `routes.test.ts` checks that every `/v1/staff` route answers so.
 */
export function staffScope(
  registerRoutes: (scope: FastifyInstance) => Promise<void>,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', requireStaff);
    await registerRoutes(scope);
  };
}
