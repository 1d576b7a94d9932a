import { ZHolidaysResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requireTeamMember } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { readHolidayDays } from './holiday-days.ts';

type Options = { database: Database };

/** The holiday calendar of §2.2 and §3: every member of a team reads it. Transport only. */
export const holidaysRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  app.get(
    '/holidays',
    {
      schema: {
        tags: ['holidays'],
        summary:
          'The provider’s holidays from the first of last month to a year ahead, as a map from day (YYYY-MM-DD) to its holidays',
        response: { 200: ZHolidaysResponse, ...errorResponses(401, 403) },
      },
      onRequest: requireTeamMember,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return readHolidayDays(db);
    },
  );
};
