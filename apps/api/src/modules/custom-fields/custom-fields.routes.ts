import {
  canManageCustomFields,
  customFieldMessages,
  ZCustomField,
  ZCustomFieldParams,
  ZCustomFieldRequest,
  ZCustomFieldsOrderRequest,
  ZCustomFieldsResponse,
  ZNotification,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import {
  addCustomField,
  editCustomField,
  getCustomFields,
  removeCustomField,
  reorderCustomFields,
} from './custom-fields.service.ts';

type Options = { database: Database };

const tags = ['custom fields'];
const errors = errorResponses(400, 401, 403, 404, 422);

/** The team's custom fields (/v1/custom-fields). Transport only: the work in the service. */
export const customFieldsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const guard = requireTeamPermission(canManageCustomFields, customFieldMessages.notSupported);
  const teamOf = (request: FastifyRequest) => getTeamActor(request).membership.teamId;

  app.get(
    '/custom-fields',
    {
      schema: {
        tags,
        summary: "My team's custom fields, in order",
        response: { 200: ZCustomFieldsResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getCustomFields(db, teamOf(request));
    },
  );

  app.post(
    '/custom-fields',
    {
      schema: {
        tags,
        summary: 'Adds a custom field, last',
        body: ZCustomFieldRequest,
        response: { 201: ZCustomField, ...errors },
      },
      onRequest: guard,
    },
    async (request, reply) => {
      reply.status(201);
      return addCustomField(db, teamOf(request), request.body);
    },
  );

  app.put(
    '/custom-fields/order',
    {
      schema: {
        tags,
        summary: "Puts the team's custom fields in a new order (every id once)",
        body: ZCustomFieldsOrderRequest,
        response: { 200: ZCustomFieldsResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request) => reorderCustomFields(db, teamOf(request), request.body.ids),
  );

  app.patch(
    '/custom-fields/:id',
    {
      schema: {
        tags,
        summary: 'Edits a custom field',
        params: ZCustomFieldParams,
        body: ZCustomFieldRequest,
        response: { 200: ZCustomField, ...errors },
      },
      onRequest: guard,
    },
    async (request) => editCustomField(db, teamOf(request), request.params.id, request.body),
  );

  app.delete(
    '/custom-fields/:id',
    {
      schema: {
        tags,
        summary: 'Removes a custom field (past orders keep their answers)',
        params: ZCustomFieldParams,
        response: { 200: ZNotification, ...errors },
      },
      onRequest: guard,
    },
    async (request) => {
      await removeCustomField(db, teamOf(request), request.params.id);
      return { type: 'success' as const, message: customFieldMessages.deleted };
    },
  );
};
