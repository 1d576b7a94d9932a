import {
  ZCustomerSettingsResponse,
  ZErrorResponse,
  ZUpdateCustomerSettingsRequest,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getSessionAuth } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/http/app-error.ts';
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
          401: ZErrorResponse,
          413: ZErrorResponse,
          422: ZValidationErrorResponse,
        },
      },
      bodyLimit: customerSettingsBodyLimit,
      // Before validation, so that anonymous callers get 401 whatever they send.
      preValidation: async (request) => {
        if (!(await getSessionAuth(request))) throw new AppError('UNAUTHORIZED');
      },
    },
    async (request, reply) => {
      const auth = await getSessionAuth(request);
      if (!auth) throw new AppError('UNAUTHORIZED');
      reply.header('cache-control', 'no-store');
      return saveCustomerSettings({ db, userId: auth.user.id, settings: request.body });
    },
  );
};
