import { ZErrorResponse, ZInitResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { getSessionUser } from '../../platform/auth/session-user.ts';
import { takeFlashMessage } from '../../platform/http/flash-cookie.ts';
import { createActiveAlertsReader } from './active-alerts-reader.ts';
import { getInitData } from './init.service.ts';

/** How long an instance reuses its reading of the alerts table. */
const alertsTtlMs = 5000;

export const initRoutes: FastifyPluginAsyncZod<{ config: AppConfig; database: Database }> = async (
  app,
  { config, database },
) => {
  const alerts = createActiveAlertsReader(database.db, { ttlMs: alertsTtlMs });
  app.get(
    '/init',
    {
      schema: {
        tags: ['init'],
        summary: 'Alerts, visitor country, environment, flash message and current user',
        response: { 200: ZInitResponse, 500: ZErrorResponse },
      },
    },
    async (request, reply) =>
      getInitData({
        alerts,
        config,
        clientIp: request.ip,
        countryHeaderValue: config.countryHeader
          ? request.headers[config.countryHeader]
          : undefined,
        flashMessage: takeFlashMessage(request, reply),
        user: await getSessionUser(request),
      }),
  );
};
