import {
  reviewGuestMessages as m,
  ZGuestCodeResponse,
  ZGuestDecisionRequest,
  ZGuestInvite,
  ZGuestOpenedRequest,
  ZGuestReview,
  ZGuestSessionRequest,
  ZToken,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { hashToken } from '../../../platform/auth/tokens.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { createRateLimitGuard } from '../../../platform/http/rate-limit-guard.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { recordVersionOpened } from '../review-clock/review-clock-actions.ts';
import { publishReviewClockChanged } from '../review-clock/review-clock-events.ts';
import { readGuestToken, setGuestCookie } from './guest-cookie.ts';
import { decideAsGuest, sendGuestCode } from './guest-decision.ts';
import { loadGuestReview } from './guest-review-view.ts';
import { describeGuestInvite, startGuestSession } from './guest-session.ts';
import { findGuestViewer, type GuestViewer } from './guest-viewer.ts';

type Options = { database: Database; mailer: Mailer };

const tags = ['guest reviews'];
const tokenParams = z.object({ token: ZToken });
const minute = 60_000;

/** The request's guest reviewer, or 401: the review opens only through its link. */
async function requireGuest(request: FastifyRequest): Promise<GuestViewer> {
  const viewer = await findGuestViewer(request);
  if (!viewer) throw new AppError('UNAUTHORIZED', m.signedOut);
  return viewer;
}

/**
 * A guest reviewer's side (docs/review.md, "Guest reviewers"): the link's invite, the name that
 * starts a session (its own cookie), the review, and an approver guest's code and decision. Links
 * are tried at most 30 times a minute per address; codes are mailed at most 5 times in 10 minutes
 * per guest. The pins and slide images are the review studio's routes, which let guests in for
 * their one order. Transport only.
 */
export const guestReviewRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const realtime = (channel: string, event: string, payload: unknown) =>
    app.realtime.publish(channel, event, payload);
  const publish = publishOrderEvent(realtime);
  const linkTries = createRateLimitGuard(app, [
    { max: 30, timeWindowMs: minute, getKey: (request) => `guest-link:ip:${request.ip}` },
  ]);
  const codeRequests = createRateLimitGuard(app, [
    {
      max: 5,
      timeWindowMs: 10 * minute,
      getKey: (request) => {
        const token = readGuestToken(request);
        return token ? `guest-code:${hashToken(token)}` : null;
      },
    },
  ]);

  app.get(
    '/guest-reviews/:token',
    {
      schema: {
        tags,
        summary: 'What a guest link opens, before the guest gives a name (changes nothing)',
        params: tokenParams,
        response: { 200: ZGuestInvite, ...errorResponses(400, 404, 429) },
      },
      preHandler: linkTries,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return describeGuestInvite(db, request, request.params.token);
    },
  );

  app.post(
    '/guest-reviews/:token/session',
    {
      schema: {
        tags,
        summary: "Starts reviewing through a guest link under the guest's name (sets their cookie)",
        params: tokenParams,
        body: ZGuestSessionRequest,
        response: { 201: ZGuestReview, ...errorResponses(400, 404, 422, 429) },
      },
      preHandler: linkTries,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { sessionToken, viewer } = await startGuestSession(db, {
        token: request.params.token,
        name: request.body.name,
      });
      setGuestCookie(request, reply, { token: sessionToken, expiresAt: viewer.guest.expiresAt });
      return reply.code(201).send(await loadGuestReview(db, viewer));
    },
  );

  app.get(
    '/guest-review',
    {
      schema: {
        tags,
        summary: "The order's review as its guest sees it",
        response: { 200: ZGuestReview, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadGuestReview(db, await requireGuest(request));
    },
  );

  app.post(
    '/guest-review/opened',
    {
      schema: {
        tags,
        summary: 'The guest has a version in front of them (once per person and version)',
        body: ZGuestOpenedRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await requireGuest(request);
      await recordVersionOpened(db, {
        orderId: viewer.guest.orderId,
        round: request.body.round,
        by: { guestSessionId: viewer.sessionId, guestId: viewer.guest.id, name: viewer.name },
        now: new Date(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/guest-review/code',
    {
      schema: {
        tags,
        summary: 'Mails an approver guest a one-time code for their decision',
        response: { 202: ZGuestCodeResponse, ...errorResponses(401, 403, 409, 429) },
      },
      preHandler: codeRequests,
    },
    async (request, reply) => {
      const viewer = await requireGuest(request);
      const sent = await sendGuestCode(db, { viewer, mailer: options.mailer, log: request.log });
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/guest-review/decision',
    {
      schema: {
        tags,
        summary: "An approver guest's decision on the version under review, with the mailed code",
        body: ZGuestDecisionRequest,
        response: { 200: ZGuestReview, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await requireGuest(request);
      const { order, moved } = await decideAsGuest(db, { viewer, request: request.body });
      if (moved) publish(order.teamId, moved.event);
      else publishReviewClockChanged(realtime, order);
      return loadGuestReview(db, viewer);
    },
  );
};
