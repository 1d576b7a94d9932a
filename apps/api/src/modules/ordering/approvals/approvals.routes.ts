import {
  approvalMessages,
  canManageApprovalDefaults,
  ZApproversRequest,
  ZOrderResponse,
  ZRouteId,
  ZTeamApprovalDefaults,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { orderPageAnswers } from '../orders/order-page-answer.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { publishReviewClockChanged } from '../review-clock/review-clock-events.ts';
import { changeOrderApprovers, withdrawDecision } from './approvals.service.ts';
import { getTeamApprovalDefaults, saveTeamApprovalDefaults } from './team-approval-defaults.ts';

type Options = { database: Database };

const params = z.object({ id: ZRouteId });

/**
 * Named approvers: an order's (owners, admins, whoever placed it), an approver withdrawing their
 * decision, and the team's default (owners and admins). Another team's order is 404. Transport
 * only.
 */
export const approvalsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const realtime = (channel: string, event: string, payload: unknown) =>
    app.realtime.publish(channel, event, payload);
  const publish = publishOrderEvent(realtime);

  const { findOrder, answer } = orderPageAnswers(db);

  app.put(
    '/orders/:id/review/approvers',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Names the approvers of the order and their rule (all, any one, k of n); an empty list lets anyone on the team decide. Owners, admins and whoever placed the order; answers the order as its page shows it',
        params,
        body: ZApproversRequest,
        response: { 200: ZOrderResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      const moved = await changeOrderApprovers(db, {
        order,
        actor: { userId: actor.userId, role: actor.membership.role },
        request: request.body,
      });
      if (moved) publish(order.teamId, moved.event);
      else publishReviewClockChanged(realtime, order);
      return answer(order.id);
    },
  );

  app.delete(
    '/orders/:id/review/decision',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Withdraws the caller’s decision on the version under review (409 when they have none or the order moved on); answers the order as its page shows it',
        params,
        response: { 200: ZOrderResponse, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      await withdrawDecision(db, { order, userId: actor.userId });
      publishReviewClockChanged(realtime, order);
      return answer(order.id);
    },
  );

  app.get(
    '/team/approval-defaults',
    {
      schema: {
        tags: ['team'],
        summary: 'The approvers and rule the team’s new orders start with',
        response: { 200: ZTeamApprovalDefaults, ...errorResponses(401, 403) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTeamApprovalDefaults(db, getTeamActor(request).membership.teamId);
    },
  );

  app.put(
    '/team/approval-defaults',
    {
      schema: {
        tags: ['team'],
        summary:
          'Sets the approvers and rule the team’s new orders start with (owners and admins); an empty list removes them',
        body: ZApproversRequest,
        response: { 200: ZTeamApprovalDefaults, ...errorResponses(400, 401, 403, 422) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      if (!canManageApprovalDefaults(actor.membership.role)) {
        throw new AppError('FORBIDDEN', approvalMessages.mayNotManageDefaults);
      }
      return saveTeamApprovalDefaults(db, actor.membership.teamId, request.body);
    },
  );
};
