import { ZUnsubscribeParams, ZUnsubscribeRequest, ZUnsubscribeResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { findActor } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { updateUnsubscribe } from './unsubscribe.service.ts';

type Options = { config: AppConfig; database: Database };

export const unsubscribeRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.post(
    '/unsubscribe/:type',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'Unsubscribe from (or subscribe again to) one kind of email',
        params: ZUnsubscribeParams,
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = request.body.token ? null : await findActor(request);
      return updateUnsubscribe({
        db,
        secret: options.config.cookieSecret,
        type: request.params.type,
        input: request.body,
        sessionUserId: actor?.userId ?? null,
      });
    },
  );
};
