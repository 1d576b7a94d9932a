import {
  ZUnsubscribeParams,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { getSessionAuth } from '../../platform/auth/session-user.ts';
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
        response: { 200: ZUnsubscribeResponse, 422: ZValidationErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = request.body.token ? null : await getSessionAuth(request);
      return updateUnsubscribe({
        db,
        secret: options.config.cookieSecret,
        type: request.params.type,
        input: request.body,
        sessionUserId: auth?.user.id ?? null,
      });
    },
  );
};
