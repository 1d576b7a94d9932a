import {
  orderMessages,
  ZCreateOrderCommentRequest,
  ZOrderCommentResponse,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { getTeamOrder } from '../orders/orders.queries.ts';
import { publishReviewClockChanged } from '../review-clock/review-clock-events.ts';
import { publishOrderComment, writeTeamComment } from './order-comments.ts';

type Options = { database: Database };

/** The customer's side of an order's thread (staff write through the staff console's routes). */
export const orderCommentsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.post(
    '/orders/:id/comments',
    {
      schema: {
        tags: ['orders'],
        summary: 'Writes a comment on one of the team’s orders; staff and the team see it live',
        params: z.object({ id: ZRouteId }),
        body: ZCreateOrderCommentRequest,
        response: {
          200: ZOrderCommentResponse,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
      onRequest: requireTeamMember,
    },
    async (request) => {
      const actor = getTeamActor(request);
      const order = await getTeamOrder(db, actor.membership.teamId, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
      const { comment, clockChanged } = await writeTeamComment(db, {
        order,
        author: { userId: actor.userId, name: actor.name },
        body: request.body.body,
      });
      const publish = (channel: string, event: string, payload: unknown) =>
        app.realtime.publish(channel, event, payload);
      publishOrderComment(publish, order, comment);
      if (clockChanged) publishReviewClockChanged(publish, order);
      return { comment };
    },
  );
};
