import { createHash } from 'node:crypto';
import { apiPrefix, endpoints, uploadMessages } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { createUpload, headUpload, patchUpload, pdfBytes } from '../../test/upload-test-client.ts';

/**
 * Two instances of the API on one database and one store (the test file's own folder here; a
 * bucket in the PostgreSQL pass, where each instance has its own S3 client): what one instance
 * received, the other resumes, serves and removes.
 */

const context = useTestContext();

const contentUrl = (id: string) => `${apiPrefix}${endpoints.uploads.content(id)}`;
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A 9 MiB PDF: more than one part of a multipart upload (8 MiB). */
const largePdf = Buffer.concat([pdfBytes, Buffer.alloc(9 * 1024 * 1024 - pdfBytes.length, 0x20)]);

describe('uploads across instances', () => {
  it('finish on the second instance an upload begun on the first; either serves and removes it', async () => {
    const first = await context.createApp();
    const second = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const token = team.owner.token;
    const created = await createUpload(first, token, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      size: largePdf.length,
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const split = 8 * 1024 * 1024 + 1000;
    const begun = await patchUpload(first, token, location, 0, largePdf.subarray(0, split));
    expect(begun.statusCode).toBe(204);
    const head = await headUpload(second, token, location);
    expect(head.headers['upload-offset']).toBe(String(split));
    const finished = await patchUpload(second, token, location, split, largePdf.subarray(split));
    expect(finished.statusCode).toBe(200);
    const id = finished.json().id as string;

    const download = await callAs(first, token, { method: 'GET', url: contentUrl(id) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(largePdf.length);
    expect(digest(download.rawPayload)).toBe(digest(largePdf));

    const removed = await callAs(second, token, {
      method: 'DELETE',
      url: `${apiPrefix}${endpoints.uploads.file(id)}`,
    });
    expect(removed.statusCode).toBe(204);
    const store = await context.openStore();
    const [row] = await context.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.publicId, id));
    expect(row).toBeUndefined();
    await expect(store.openRead(location.split('/').pop() ?? '')).rejects.toThrow('no file');
  });

  it('answer 404 for a complete upload whose bytes are gone from the store', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const created = await createUpload(app, team.owner.token, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      size: pdfBytes.length,
    });
    const location = String(created.headers.location);
    const done = await patchUpload(app, team.owner.token, location, 0, pdfBytes);
    const id = done.json().id as string;
    const store = await context.openStore();
    await store.remove(location.split('/').pop() ?? '');
    const response = await callAs(app, team.owner.token, { method: 'GET', url: contentUrl(id) });
    expect([response.statusCode, response.json().message]).toEqual([404, uploadMessages.notFound]);
  });
});
