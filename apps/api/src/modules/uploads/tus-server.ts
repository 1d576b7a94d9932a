import { headers as contractHeaders, uploadMessages } from '@deckhand/contract';
import { Server, type Upload } from '@tus/server';
import type { Db } from '../../db/database.ts';
import { createUploadLocker } from '../../platform/storage/upload-locker.ts';
import type { UploadStore } from '../../platform/storage/upload-store.ts';
import { checkCoverDimensions, checkUploadContent, contentHeadBytes } from './content-check.ts';
import { toUploadedFile } from './upload-mappers.ts';
import type { UploadMetadata } from './upload-metadata.ts';
import { findUploadByStoredName, finishUpload, insertUpload } from './uploads.queries.ts';

/** What the route checked before tus runs: who uploads and the validated metadata. */
export interface UploadCreation {
  teamId: number | null;
  userId: number | null;
  metadata: UploadMetadata;
}

/** The tus path (§7 'default /uploads/'), outside /v1. */
export const tusPath = '/uploads';
export const uploadIdHeader = 'Upload-File-Id';

/**
 * The Node request under the Web Request that @tus/server hands its hooks (srvx's `runtime`),
 * the key the route stored the creation under.
 */
function readNodeRequest(request: object): object | undefined {
  const runtime = 'runtime' in request ? request.runtime : undefined;
  const node =
    typeof runtime === 'object' && runtime && 'node' in runtime ? runtime.node : undefined;
  const req = typeof node === 'object' && node && 'req' in node ? node.req : undefined;
  return typeof req === 'object' && req ? req : undefined;
}

const jsonError = (status_code: number, message: string) => ({
  status_code,
  body: JSON.stringify({ status: 'error', message }),
});

/**
 * The tus server (@tus/server): creation, HEAD/PATCH resume and termination. The route
 * (uploads.tus.ts) has checked the caller and the metadata; these hooks write the row when tus
 * creates the upload and check the content when the last byte arrives.
 */
export function createTusServer(options: {
  db: Db;
  store: UploadStore;
  creations: WeakMap<object, UploadCreation>;
}) {
  const { db, store, creations } = options;
  const largest = 500 * 1024 * 1024;
  return new Server({
    path: tusPath,
    datastore: store.datastore,
    // One writer per upload across every instance (MemoryLocker would lock per process).
    locker: createUploadLocker(db),
    relativeLocation: true,
    maxSize: largest,
    exposedHeaders: [uploadIdHeader, contractHeaders.requestId],
    async onUploadCreate(req, upload: Upload) {
      const node = readNodeRequest(req);
      const creation = node ? creations.get(node) : undefined;
      if (!creation) throw jsonError(400, uploadMessages.missingMetadata);
      await insertUpload(db, {
        teamId: creation.teamId,
        userId: creation.userId,
        tag: creation.metadata.tag,
        originalName: creation.metadata.filename,
        storedName: upload.id,
        declaredType: creation.metadata.filetype,
        sizeBytes: creation.metadata.size,
      });
      return {};
    },
    async onUploadFinish(_req, upload: Upload) {
      const row = await findUploadByStoredName(db, upload.id);
      if (!row) throw jsonError(404, uploadMessages.notFound);
      const isCover = row.tag === 'coverImage';
      const head = await store.readHead(upload.id, isCover ? row.sizeBytes : contentHeadBytes);
      const verdict = await checkUploadContent(row.originalName, head);
      const reason = verdict.accepted
        ? isCover
          ? checkCoverDimensions(head)
          : null
        : uploadMessages.contentMismatch;
      const accepted = reason === null;
      const finished = await finishUpload(db, row.id, { ...verdict, accepted, reason });
      if (!accepted) {
        await store.remove(upload.id);
        throw jsonError(422, reason);
      }
      const result = toUploadedFile(finished ?? row);
      return {
        status_code: 200,
        headers: { [uploadIdHeader]: result.id, 'Content-Type': 'application/json' },
        body: JSON.stringify(result),
      };
    },
  });
}
