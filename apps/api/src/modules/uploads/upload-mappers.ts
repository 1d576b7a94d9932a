import { apiPrefix, endpoints, type TUploadedFile } from '@deckhand/contract';
import type { UploadRow } from './uploads.queries.ts';

/** §3 Uploaded file (result): id, name, link, date. */
export function toUploadedFile(row: UploadRow): TUploadedFile {
  return {
    id: row.publicId,
    name: row.originalName,
    link: `${apiPrefix}${endpoints.uploads.content(row.publicId)}`,
    date: row.createdAt.toISOString(),
    status: row.status,
    sizeBytes: row.sizeBytes,
    tag: row.tag,
  };
}
