import { ZInitResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { memoizeFieldsSerializer } from '../../platform/http/memoized-fields-serializer.ts';
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
      // Each object of the answer (the user, the site's alerts, a visitor's environment) is
      // encoded once per object, not per request.
      serializerCompiler: memoizeFieldsSerializer(ZInitResponse),
    },
    (request, reply) => readInit(request, reply, { shared: true }),
  );
};
