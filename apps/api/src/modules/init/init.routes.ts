import { ZInitResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { memoizeFieldSerializer } from '../../platform/http/memoized-field-serializer.ts';
import type { InitReader } from './init-reader.ts';

export const initRoutes: FastifyPluginAsyncZod<{ readInit: InitReader }> = async (
  app,
  { readInit },
) => {
  app.get(
    '/init',
    {
      schema: {
        tags: ['init'],
        summary: 'Alerts, visitor country, environment, flash message and current user',
        response: { 200: ZInitResponse, ...errorResponses(500) },
      },
      // The signed-in user is encoded once per session an instance keeps, not per request.
      serializerCompiler: memoizeFieldSerializer(ZInitResponse, 'user'),
    },
    (request, reply) => readInit(request, reply, { shared: true }),
  );
};
