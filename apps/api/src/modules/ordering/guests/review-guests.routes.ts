import {
  ZInviteGuestRequest,
  ZInviteGuestResponse,
  ZReviewGuestsResponse,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { orderPageAnswers } from '../orders/order-page-answer.ts';
import { listOrderGuests } from './review-guests.queries.ts';
import { inviteGuest, revokeGuest } from './review-guests.service.ts';

type Options = { database: Database; mailer: Mailer; config: Pick<AppConfig, 'publicOrigin'> };

const tags = ['orders'];
const params = z.object({ id: ZRouteId });

/**
 * The team's side of guest reviewers: who has access to the order's review, a new personal
 * invite or link, and revoking one. Any member reads; owners, admins and whoever placed the order
 * share and revoke. Another team's order is 404. Transport only.
 */
export const reviewGuestsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const { findOrder } = orderPageAnswers(db);
  const sharerOf = (actor: ReturnType<typeof getTeamActor>) => ({
    userId: actor.userId,
    name: actor.name,
    role: actor.membership.role,
  });

  app.get(
    '/orders/:id/review/guests',
    {
      schema: {
        tags,
        summary: "The order's guest reviewers: who, until when, last seen (never their links)",
        params,
        response: { 200: ZReviewGuestsResponse, ...errorResponses(401, 404) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      return { guests: await listOrderGuests(db, order.id) };
    },
  );

  app.post(
    '/orders/:id/review/guests',
    {
      schema: {
        tags,
        summary:
          "Shares the order's review with someone outside the team: a mailed personal invite, or a link to forward (answered once, never stored)",
        params,
        body: ZInviteGuestRequest,
        response: { 201: ZInviteGuestResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      const shared = await inviteGuest(db, {
        order,
        actor: sharerOf(actor),
        request: request.body,
        origin: options.config.publicOrigin,
        mailer: options.mailer,
        log: request.log,
      });
      return reply.code(201).send(shared);
    },
  );

  app.delete(
    '/orders/:id/review/guests/:guestId',
    {
      schema: {
        tags,
        summary: "Revokes a guest's access at once (their comments stay)",
        params: params.extend({ guestId: ZRouteId }),
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      await revokeGuest(db, { order, actor: sharerOf(actor), guestId: request.params.guestId });
      return reply.code(204).send(null);
    },
  );
};
