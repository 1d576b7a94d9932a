import {
  brandCheckMessages,
  slideImageSizes,
  slidePreviewMessages,
  type TSlideImageSize,
  ZBrandCheck,
  ZBrandDecisionRequest,
  ZRouteId,
  ZSlideChangesResponse,
  ZSlidePairsResponse,
  ZSlidePreview,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { openStoredFile, type UploadStore } from '../../../platform/storage/upload-store.ts';
import { findViewableOrder } from '../orders/order-viewer.ts';
import { decideBrandFinding, findBrandCheck } from './brand-check-report.ts';
import { retrySlidePreview } from './retry-slide-preview.ts';
import { compareSlidePairs, findSlidePairChanges } from './slide-compare.ts';
import type { PreviewEventPublisher } from './slide-preview-events.ts';
import { findPreviewWithFile, hasPreviewSlide, slideImageKey } from './slide-previews.queries.ts';

/** Slides and comparisons are a guest reviewer's too (their one order); the brand check is not. */
const forGuestsToo = { guests: true };

const ZSlideImageParams = z.object({
  id: ZRouteId,
  previewId: ZRouteId,
  position: ZRouteId,
  size: z.enum(slideImageSizes, { error: slidePreviewMessages.slideNotFound }),
});

/**
 * A slide's image of that size. Previews rendered before the medium size existed have none: their
 * large image stands in (the page asked for the medium one as the smaller choice of its srcset).
 */
async function openSlideImage(
  store: UploadStore,
  previewId: number,
  position: number,
  size: TSlideImageSize,
) {
  const open = (wanted: TSlideImageSize) =>
    openStoredFile(
      store,
      slideImageKey(previewId, position, wanted),
      slidePreviewMessages.slideNotFound,
    );
  try {
    return await open(size);
  } catch (error) {
    // Only a missing medium image (not any other failure) falls back to the large one.
    if (size !== 'medium' || !(error instanceof AppError) || error.code !== 'NOT_FOUND')
      throw error;
    return open('large');
  }
}

/**
 * A rendered slide's image, for whoever may see the order: its team's members and staff. Anyone
 * else (another team, a preview of another order, a slide not rendered) is told it does not exist.
 */
export const slidePreviewsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  store: UploadStore;
}> = async (app, options) => {
  const db = options.database.db;
  app.get(
    '/orders/:id/previews/:previewId/slides/:position/:size',
    {
      schema: {
        tags: ['orders'],
        summary:
          "One rendered slide of a delivered file's preview, as a JPEG (thumb: 320 px wide, medium: 800 px, large: 1600 px); for the order's team and staff",
        params: ZSlideImageParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const { id, previewId, position, size } = request.params;
      const { viewer } = await findViewableOrder(db, request, id, forGuestsToo);
      const found = await findPreviewWithFile(db, previewId, id);
      // A draft's slides are staff's until they publish it.
      if (found?.preview.status !== 'ready' || !(found.published || viewer.isStaff)) {
        throw new AppError('NOT_FOUND', slidePreviewMessages.notFound);
      }
      if (!(await hasPreviewSlide(db, previewId, position))) {
        throw new AppError('NOT_FOUND', slidePreviewMessages.slideNotFound);
      }
      reply
        .header('content-type', 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        // The page asks with ?v=<the preview's update time>: a retried render is a new address.
        .header('cache-control', 'private, max-age=86400')
        .header('vary', 'cookie');
      return reply.send(await openSlideImage(options.store, previewId, position, size));
    },
  );

  app.get(
    '/orders/:id/previews/:previewId/compare/:otherId',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Each slide of a rendered version with the slide of another version it was (for comparing the two)',
        params: z.object({ id: ZRouteId, previewId: ZRouteId, otherId: ZRouteId }),
        response: { 200: ZSlidePairsResponse, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id, previewId, otherId } = request.params;
      const { viewer } = await findViewableOrder(db, request, id, forGuestsToo);
      return compareSlidePairs(db, {
        orderId: id,
        previewId,
        otherId,
        includeDrafts: viewer.isStaff,
      });
    },
  );

  app.get(
    '/orders/:id/previews/:previewId/slides/:position/changes/:otherId/:otherPosition',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Where a rendered slide differs from a slide of another version: boxes as fractions of the slide (computed once, kept)',
        params: z.object({
          id: ZRouteId,
          previewId: ZRouteId,
          position: ZRouteId,
          otherId: ZRouteId,
          otherPosition: ZRouteId,
        }),
        response: { 200: ZSlideChangesResponse, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, ...pair } = request.params;
      const { viewer } = await findViewableOrder(db, request, id, forGuestsToo);
      const changes = await findSlidePairChanges(db, options.store, {
        orderId: id,
        ...pair,
        includeDrafts: viewer.isStaff,
      });
      reply.header('cache-control', 'private, max-age=300').header('vary', 'cookie');
      return changes;
    },
  );

  app.get(
    '/orders/:id/previews/:previewId/brand-check',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A delivered file's brand check against the order's style template: its findings, each accepted as intended with staff's reason",
        params: z.object({ id: ZRouteId, previewId: ZRouteId }),
        response: { 200: ZBrandCheck, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id, previewId } = request.params;
      const { viewer } = await findViewableOrder(db, request, id);
      const found = await findBrandCheck(db, id, previewId, { publishedOnly: !viewer.isStaff });
      if (!found) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
      return found;
    },
  );
};

/**
 * The staff console's retry of a failed or unavailable preview, and the brand check of a
 * delivered file (inside the staff scope).
 */
export const staffSlidePreviewsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  publish: PreviewEventPublisher;
}> = async (app, options) => {
  const db = options.database.db;
  app.post(
    '/staff/orders/:id/previews/:previewId/retry',
    {
      schema: {
        tags: ['staff'],
        summary: 'Renders a failed or unavailable preview of a delivered file again',
        params: z.object({ id: ZRouteId, previewId: ZRouteId }),
        response: { 200: ZSlidePreview, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      retrySlidePreview(db, {
        orderId: request.params.id,
        previewId: request.params.previewId,
        staff: { userId: getActor(request).userId },
        publish: options.publish,
      }),
  );
  app.get(
    '/staff/orders/:id/previews/:previewId/brand-check',
    {
      schema: {
        tags: ['staff'],
        summary: "A delivered file's brand check against the order's style template",
        params: z.object({ id: ZRouteId, previewId: ZRouteId }),
        response: { 200: ZBrandCheck, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findBrandCheck(db, request.params.id, request.params.previewId);
      if (!found) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
      return found;
    },
  );
  app.post(
    '/staff/orders/:id/previews/:previewId/brand-check/decisions',
    {
      schema: {
        tags: ['staff'],
        summary: 'Marks a brand finding intended with a reason, or takes that back (reason null)',
        params: z.object({ id: ZRouteId, previewId: ZRouteId }),
        body: ZBrandDecisionRequest,
        response: { 200: ZBrandCheck, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = getActor(request);
      return decideBrandFinding(db, {
        orderId: request.params.id,
        previewId: request.params.previewId,
        staff: { userId: actor.userId, name: actor.name },
        request: request.body,
      });
    },
  );
};
