import {
  ZCreditAdjustmentRequest,
  ZRouteId,
  ZStaffAuditQuery,
  ZStaffAuditResponse,
  ZStaffTeam,
  ZStaffTeamSettings,
  ZStaffTeamsQuery,
  ZStaffTeamsResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { getActor } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { listStaffAudit } from '../staff-audit/index.ts';
import {
  adjustTeamCredits,
  getStaffTeam,
  listStaffTeams,
  saveStaffTeamSettings,
} from './staff-teams.service.ts';

type Options = { database: Database };

const tags = ['staff'];
const params = z.object({ id: ZRouteId });
const errors = errorResponses(400, 401, 403, 404, 422);

/** The staff console's teams (settings, credit adjustments) and its audit log. Staff only. */
export const staffTeamsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/staff/teams',
    {
      schema: {
        tags,
        summary: 'Every customer team, by name or newest first, searched by name',
        querystring: ZStaffTeamsQuery,
        response: { 200: ZStaffTeamsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffTeams(db, request.query);
    },
  );

  app.get(
    '/staff/teams/:id',
    {
      schema: {
        tags,
        summary: 'One team: its settings, credit balance and people',
        params,
        response: { 200: ZStaffTeam, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStaffTeam(db, request.params.id);
    },
  );

  app.put(
    '/staff/teams/:id/settings',
    {
      schema: {
        tags,
        summary:
          'Sets a team’s customer type, daily capacity, custom fields, confidential orders and suspension (audit-logged)',
        params,
        body: ZStaffTeamSettings,
        response: { 200: ZStaffTeam, ...errors },
      },
    },
    async (request) => {
      await saveStaffTeamSettings(db, {
        teamId: request.params.id,
        staffUserId: getActor(request).userId,
        settings: request.body,
      });
      return getStaffTeam(db, request.params.id);
    },
  );

  app.post(
    '/staff/teams/:id/credit-adjustments',
    {
      schema: {
        tags,
        summary:
          'Adds credits to a team or takes them (never below zero) with a reason; a retry with the same key moves them once',
        params,
        body: ZCreditAdjustmentRequest,
        response: { 200: ZStaffTeam, ...errors },
      },
    },
    async (request) => {
      await adjustTeamCredits(db, {
        teamId: request.params.id,
        staffUserId: getActor(request).userId,
        request: request.body,
      });
      return getStaffTeam(db, request.params.id);
    },
  );

  app.get(
    '/staff/audit-log',
    {
      schema: {
        tags,
        summary: 'Every staff action, newest first, of every team or one (teamId)',
        querystring: ZStaffAuditQuery,
        response: { 200: ZStaffAuditResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffAudit(db, request.query);
    },
  );
};
