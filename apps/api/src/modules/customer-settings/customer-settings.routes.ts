import { ZCustomerSettingsResponse, ZUpdateCustomerSettingsRequest } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getActor, requireSignedIn } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { saveCustomerSettings } from './customer-settings.service.ts';

type Options = { database: Database };

/** Settings are a small object; larger bodies are refused with 413 before parsing. */
export const customerSettingsBodyLimit = 16 * 1024;

export const customerSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.put(
    '/customers/settings',
    {
      schema: {
        tags: ['customers'],
        summary: 'Save the customer settings object (whole)',
        body: ZUpdateCustomerSettingsRequest,
        response: {
          200: ZCustomerSettingsResponse,
          ...errorResponses(401, 413, 422),
        },
      },
      bodyLimit: customerSettingsBodyLimit,
      onRequest: requireSignedIn,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return saveCustomerSettings({ db, userId: getActor(request).userId, settings: request.body });
    },
  );
};
