import { ZHealthResponse, ZReadinessResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { checkReadiness } from './health.service.ts';

/** Liveness (the process answers) and readiness (this instance should receive traffic). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: ZHealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: { tags: ['health'], response: { 200: ZReadinessResponse, 503: ZReadinessResponse } },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({ database, phase: app.readiness.phase });
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
};
