import { hourMs, serverMessages, uploadMessages } from '@deckhand/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { findActor } from '../../platform/auth/actor.ts';
import { sendError } from '../../platform/http/error-handler.ts';
import { createRateLimitGuard } from '../../platform/http/rate-limit-guard.ts';
import type { UploadStore } from '../../platform/storage/upload-store.ts';
import { createTusServer, tusPath, type UploadCreation } from './tus-server.ts';
import { canAccessUpload } from './upload-access.ts';
import { checkUploadCreation } from './upload-metadata.ts';
import { deleteUpload, findUploadByStoredName } from './uploads.queries.ts';

type Options = { db: Db; store: UploadStore };

/** Anonymous uploads per IP and hour (order-flow visitors; a signed-in team is not limited). */
export const anonymousUploadsPerHour = 100;

const readHeader = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The tus endpoint (§7 uploads, /uploads/). Every state-changing request passes the house request
 * guard (X-Requested-With and Origin) like any other, so another site cannot PATCH with a visitor's
 * cookie. Here: who uploads (session cookie or Bearer; none means anonymous, order-flow tags only,
 * rate limited per IP), the metadata, and that a HEAD/PATCH/DELETE touches the caller's own upload.
 */
export const uploadsTusRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { db, store } = options;
  const creations = new WeakMap<object, UploadCreation>();
  const tus = createTusServer({ db, store, creations });
  const limitAnonymous = createRateLimitGuard(app, [
    {
      max: anonymousUploadsPerHour,
      timeWindowMs: hourMs,
      getKey: (request) => `uploads:ip:${request.ip}`,
    },
  ]);

  // tus reads the raw stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const actor = await findActor(request);
    if (request.method === 'POST') {
      if (!actor) await limitAnonymous(request);
      const check = checkUploadCreation({
        metadataHeader: readHeader(request, 'upload-metadata'),
        lengthHeader: readHeader(request, 'upload-length'),
        deferLengthHeader: readHeader(request, 'upload-defer-length'),
        actor,
      });
      if (!check.ok) return sendError(reply, check.status, check.message);
      creations.set(request.raw, {
        teamId: actor?.membership?.teamId ?? null,
        userId: actor?.userId ?? null,
        metadata: check.value,
      });
    } else if (request.method !== 'OPTIONS') {
      // Reading bytes goes through GET /v1/uploads/{id}/content, which checks the owner.
      if (request.method === 'GET') return sendError(reply, 404, serverMessages.notFound);
      const id = request.url.split('?')[0]?.split('/').pop() ?? '';
      const row = id ? await findUploadByStoredName(db, id) : null;
      if (!row || !canAccessUpload(row, actor, { purpose: 'write' })) {
        return sendError(reply, 404, uploadMessages.notFound);
      }
      if (request.method === 'DELETE') {
        if (row.orderId !== null) return sendError(reply, 409, uploadMessages.attached);
        await deleteUpload(db, row.id);
      }
    }
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    await tus.handle(request.raw, reply.raw);
  }

  app.all(tusPath, handle);
  app.all(`${tusPath}/*`, handle);
};
