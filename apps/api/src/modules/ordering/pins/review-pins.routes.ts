import {
  reviewGuestMessages,
  type TReviewPin,
  ZCreateReviewPinRequest,
  ZPlaceReviewPinRequest,
  ZReviewPinResolutionRequest,
  ZReviewPinResponse,
  ZReviewPinsResponse,
  ZReviewPinTextRequest,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { findViewableOrder, type OrderViewer } from '../orders/order-viewer.ts';
import { publishReviewPinChange } from './review-pin-events.ts';
import { listReviewPins } from './review-pins.queries.ts';
import {
  createReviewPin,
  editReviewPinText,
  placeReviewPin,
  replyToReviewPin,
  setReviewPinResolution,
} from './review-pins.ts';

const tags = ['orders'];
const { guestMayNot } = reviewGuestMessages;
const ZOrderParams = z.object({ id: ZRouteId });
const ZPinParams = z.object({ id: ZRouteId, pinId: ZRouteId });
const changeErrors = errorResponses(401, 403, 404, 409, 422);

/**
 * Comments pinned to the delivered slides, for the order's team members and staff alike (the
 * review studio is the same on both order pages). Transport only.
 */
export const reviewPinsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  options,
) => {
  const db = options.database.db;
  // Guests of the order read, pin and reply; resolving and placing are the team's and staff's.
  const withGuests = { guests: true };
  const findTeamView = async (request: FastifyRequest, orderId: number) => {
    const found = await findViewableOrder(db, request, orderId, withGuests);
    if (found.viewer.guestSessionId !== null) throw new AppError('FORBIDDEN', guestMayNot);
    return found;
  };
  const told = (order: OrderRow, viewer: OrderViewer, pin: TReviewPin) => {
    publishReviewPinChange(
      (channel, event, payload) => app.realtime.publish(channel, event, payload),
      order,
      { pinId: pin.id, byStaff: viewer.isStaff },
    );
    return { pin };
  };

  app.get(
    '/orders/:id/pins',
    {
      schema: {
        tags,
        summary: "The comments pinned to the order's delivered slides, with their threads",
        params: ZOrderParams,
        response: { 200: ZReviewPinsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { order, viewer } = await findViewableOrder(db, request, request.params.id, withGuests);
      return { pins: await listReviewPins(db, order.id, viewer) };
    },
  );

  app.post(
    '/orders/:id/pins',
    {
      schema: {
        tags,
        summary: 'Pins a comment to a point or an area of a rendered slide',
        params: ZOrderParams,
        body: ZCreateReviewPinRequest,
        response: { 201: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request, reply) => {
      const { order, viewer } = await findViewableOrder(db, request, request.params.id, withGuests);
      const pin = await createReviewPin(db, { order, viewer, request: request.body });
      return reply.code(201).send(told(order, viewer, pin));
    },
  );

  app.patch(
    '/orders/:id/pins/:pinId',
    {
      schema: {
        tags,
        summary: "Edits a pin's words (its writer only)",
        params: ZPinParams,
        body: ZReviewPinTextRequest,
        response: { 200: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { order, viewer } = await findViewableOrder(db, request, request.params.id, withGuests);
      const pin = await editReviewPinText(db, {
        order,
        viewer,
        pinId: request.params.pinId,
        body: request.body.body,
      });
      return told(order, viewer, pin);
    },
  );

  app.post(
    '/orders/:id/pins/:pinId/replies',
    {
      schema: {
        tags,
        summary: "Replies in a pin's thread",
        params: ZPinParams,
        body: ZReviewPinTextRequest,
        response: { 200: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { order, viewer } = await findViewableOrder(db, request, request.params.id, withGuests);
      const pin = await replyToReviewPin(db, {
        order,
        viewer,
        pinId: request.params.pinId,
        body: request.body.body,
      });
      return told(order, viewer, pin);
    },
  );

  app.patch(
    '/orders/:id/pins/:pinId/replies/:replyId',
    {
      schema: {
        tags,
        summary: "Edits a reply's words (its writer only)",
        params: ZPinParams.extend({ replyId: ZRouteId }),
        body: ZReviewPinTextRequest,
        response: { 200: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { order, viewer } = await findViewableOrder(db, request, request.params.id, withGuests);
      const pin = await editReviewPinText(db, {
        order,
        viewer,
        pinId: request.params.pinId,
        replyId: request.params.replyId,
        body: request.body.body,
      });
      return told(order, viewer, pin);
    },
  );

  app.post(
    '/orders/:id/pins/:pinId/resolution',
    {
      schema: {
        tags,
        summary: 'Resolves a pin, or reopens it',
        params: ZPinParams,
        body: ZReviewPinResolutionRequest,
        response: { 200: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { order, viewer } = await findTeamView(request, request.params.id);
      const pin = await setReviewPinResolution(db, {
        order,
        viewer,
        pinId: request.params.pinId,
        resolved: request.body.resolved,
      });
      return told(order, viewer, pin);
    },
  );

  app.put(
    '/orders/:id/pins/:pinId/placements/:previewId',
    {
      schema: {
        tags,
        summary: "Places a pin on a version's slide by hand (keeps or moves a carried guess)",
        params: ZPinParams.extend({ previewId: ZRouteId }),
        body: ZPlaceReviewPinRequest,
        response: { 200: ZReviewPinResponse, ...changeErrors },
      },
    },
    async (request) => {
      const { order, viewer } = await findTeamView(request, request.params.id);
      const pin = await placeReviewPin(db, {
        order,
        viewer,
        pinId: request.params.pinId,
        previewId: request.params.previewId,
        request: request.body,
      });
      return told(order, viewer, pin);
    },
  );
};
