import { uploadMessages, ZUploadedFile } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { findActor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { openStoredFile, type UploadStore } from '../../platform/storage/upload-store.ts';
import { canAccessUpload } from './upload-access.ts';
import { toUploadedFile } from './upload-mappers.ts';
import {
  deleteUpload,
  findUploadByPublicId,
  isUploadUsedByStyleTemplate,
} from './uploads.queries.ts';

type Options = { db: Db; store: UploadStore };

const tags = ['uploads'];
const coverTypes = new Set(['image/jpeg', 'image/png', 'image/avif', 'image/webp']);
const coverTypeOf = (detected: string | null) =>
  detected && coverTypes.has(detected) ? detected : null;
const ZParams = z.object({ id: z.uuid({ error: uploadMessages.notFound }) });

/** §3 Uploaded file: read one, stream its bytes to its owner, remove one no order has (§4). */
export const uploadsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, store } = options;

  async function findOwnUpload(
    request: Parameters<typeof findActor>[0],
    id: string,
    purpose: 'read' | 'write' = 'read',
  ) {
    const row = await findUploadByPublicId(db, id);
    if (!row || !canAccessUpload(row, await findActor(request), { purpose })) {
      throw new AppError('NOT_FOUND', uploadMessages.notFound);
    }
    return row;
  }

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags,
        summary:
          'One uploaded file of the caller (or of an anonymous uploader holding its id, 24 h)',
        params: ZParams,
        response: { 200: ZUploadedFile, ...errorResponses(404) },
      },
    },
    async (request) => toUploadedFile(await findOwnUpload(request, request.params.id)),
  );

  app.get(
    '/uploads/:id/content',
    {
      schema: {
        tags,
        summary: "The file's bytes, as an attachment (complete uploads only)",
        params: ZParams,
      },
    },
    async (request, reply) => {
      const row = await findOwnUpload(request, request.params.id);
      if (row.status !== 'complete') throw new AppError('NOT_FOUND', uploadMessages.notFound);
      const asciiName = row.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      // A cover image is shown in the page: its type was checked by content, so it is served
      // inline as that image type; every other file is a download.
      const image = row.tag === 'coverImage' ? coverTypeOf(row.detectedType) : null;
      reply
        .header('content-type', image ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', image ? 'private, max-age=86400' : 'private, no-store')
        .header(
          'content-disposition',
          `${image ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        );
      return reply.send(await openStoredFile(store, row.storedName, uploadMessages.notFound));
    },
  );

  app.delete(
    '/uploads/:id',
    {
      schema: {
        tags,
        summary: 'Remove an upload no order or style template has taken (§4 remove)',
        params: ZParams,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const row = await findOwnUpload(request, request.params.id, 'write');
      if (row.orderId !== null) throw new AppError('CONFLICT', uploadMessages.attached);
      if (await isUploadUsedByStyleTemplate(db, row.id)) {
        throw new AppError('CONFLICT', uploadMessages.usedByTemplate);
      }
      await deleteUpload(db, row.id);
      await store.remove(row.storedName);
      return reply.code(204).send(null);
    },
  );
};
