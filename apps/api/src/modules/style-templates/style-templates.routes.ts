import {
  canSeeStyleTemplates,
  styleTemplateMessages,
  ZNotification,
  ZStyleTemplate,
  ZStyleTemplateParams,
  ZStyleTemplateRequest,
  ZStyleTemplatesOrderRequest,
  ZStyleTemplatesResponse,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import {
  addStyleTemplate,
  editStyleTemplate,
  getStyleTemplates,
  removeStyleTemplate,
  reorderStyleTemplates,
} from './style-templates.service.ts';

type Options = { database: Database };

const tags = ['style templates'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** The team's style templates (/v1/style-templates, §6 owners). Transport only. */
export const styleTemplatesRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const guard = requireTeamPermission(canSeeStyleTemplates);
  const teamOf = (request: FastifyRequest) => getTeamActor(request).membership.teamId;

  app.get(
    '/style-templates',
    {
      schema: {
        tags,
        summary: "My team's style templates, in order",
        response: { 200: ZStyleTemplatesResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getStyleTemplates(db, teamOf(request));
    },
  );

  app.post(
    '/style-templates',
    {
      schema: {
        tags,
        summary:
          'Adds a style template, last (its files uploaded first, tags styleTemplate and coverImage), with its brand colours and rules if given',
        body: ZStyleTemplateRequest,
        response: { 201: ZStyleTemplate, ...errors },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      const actor = getTeamActor(request);
      reply.status(201);
      return addStyleTemplate(
        db,
        { teamId: actor.membership.teamId, userId: actor.userId },
        request.body,
      );
    },
  );

  app.put(
    '/style-templates/order',
    {
      schema: {
        tags,
        summary: "Puts the team's style templates in a new order (every id once)",
        body: ZStyleTemplatesOrderRequest,
        response: { 200: ZStyleTemplatesResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request) => reorderStyleTemplates(db, teamOf(request), request.body.ids),
  );

  app.patch(
    '/style-templates/:id',
    {
      schema: {
        tags,
        summary:
          'Renames a style template, replaces its files or sets its brand colours and rules (kept when absent)',
        params: ZStyleTemplateParams,
        body: ZStyleTemplateRequest,
        response: { 200: ZStyleTemplate, ...errors },
      },
      onRequest: guard,
    },
    async (request) => editStyleTemplate(db, teamOf(request), request.params.id, request.body),
  );

  app.delete(
    '/style-templates/:id',
    {
      schema: {
        tags,
        summary: "Removes a style template (never the team's last one)",
        params: ZStyleTemplateParams,
        response: { 200: ZNotification, ...errors },
      },
      onRequest: guard,
    },
    async (request) => {
      await removeStyleTemplate(db, teamOf(request), request.params.id);
      return { type: 'success' as const, message: styleTemplateMessages.deleted };
    },
  );
};
