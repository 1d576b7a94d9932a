import {
  apiPrefix,
  endpoints,
  uploadMaxBytes,
  uploadMessages,
  ZOrderFormValues,
} from '@deckhand/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { orders, uploadedFiles } from '../../db/schema/index.ts';
import { seedOrderingReference } from '../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { buildTestOrderValues } from '../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import {
  authHeaders,
  createUpload,
  exeBytes,
  headUpload,
  patchUpload,
  pdfBytes,
  pngBytes,
  uploadWhole,
} from '../../test/upload-test-client.ts';
import { attachUploadsToOrder, findUploadsByOrder } from './attach-uploads.ts';
import { anonymousUploadsPerHour } from './uploads.tus.ts';

const context = useTestContext();
const newApp = () => context.createApp();
const fileUrl = (id: string) => `${apiPrefix}${endpoints.uploads.file(id)}`;
const contentUrl = (id: string) => `${apiPrefix}${endpoints.uploads.content(id)}`;

async function findRow(publicId: string) {
  const [row] = await context.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.publicId, publicId));
  return row;
}

describe('tus uploads', () => {
  it('take a file in two chunks, resume from the offset HEAD reports, and check it by content', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const token = team.manager.token;
    const created = await createUpload(app, token, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      size: pdfBytes.length,
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}$/);
    const first = await patchUpload(app, token, location, 0, pdfBytes.subarray(0, 10));
    expect(first.statusCode).toBe(204);
    const head = await headUpload(app, token, location);
    expect(head.headers['upload-offset']).toBe('10');
    const last = await patchUpload(app, token, location, 10, pdfBytes.subarray(10));
    expect(last.statusCode).toBe(200);
    const result = last.json();
    expect(result).toMatchObject({ name: 'deck.pdf', status: 'complete', tag: 'orderFiles' });
    expect(last.headers['upload-file-id']).toBe(result.id);
    const row = await findRow(result.id);
    expect(row).toMatchObject({
      teamId: team.teamId,
      status: 'complete',
      detectedType: 'application/pdf',
    });
    expect(row?.storedName).not.toContain('deck');

    const read = await callAs(app, token, { method: 'GET', url: fileUrl(result.id) });
    expect(read.json()).toMatchObject({
      id: result.id,
      name: 'deck.pdf',
      link: contentUrl(result.id),
    });
    const content = await callAs(app, token, { method: 'GET', url: contentUrl(result.id) });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(pdfBytes)).toBe(true);
    expect(content.headers['content-disposition']).toContain('attachment; filename="deck.pdf"');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let a visitor upload order files but not style templates, and only owners upload templates', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const anonymous = await uploadWhole(app, null, {
      filename: 'brief.pdf',
      tag: 'referenceFiles',
      bytes: pdfBytes,
    });
    expect(anonymous.statusCode).toBe(200);
    expect((await findRow(anonymous.json().id))?.teamId).toBeNull();
    const template = await createUpload(app, null, {
      filename: 'a.pptx',
      tag: 'styleTemplate',
      size: 10,
    });
    expect(template.statusCode).toBe(401);
    expect(template.json().message).toBe(uploadMessages.signInRequired);
    const manager = await createUpload(app, team.manager.token, {
      filename: 'a.pptx',
      tag: 'styleTemplate',
      size: 10,
    });
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toBe(uploadMessages.ownerRequired);
    const owner = await createUpload(app, team.owner.token, {
      filename: 'a.pptx',
      tag: 'styleTemplate',
      size: 10,
    });
    expect(owner.statusCode).toBe(201);
  });

  it('refuse a type by name, an unknown tag, a file over the limit and a request without the SPA header', async () => {
    const app = await newApp();
    const exe = await createUpload(app, null, {
      filename: 'setup.exe',
      tag: 'orderFiles',
      size: 10,
    });
    expect([exe.statusCode, exe.json().message]).toEqual([415, uploadMessages.typeNotAccepted]);
    const cover = await createUpload(app, null, { filename: 'deck.pdf', tag: 'nope', size: 10 });
    expect([cover.statusCode, cover.json().message]).toEqual([400, uploadMessages.invalidTag]);
    const big = await createUpload(app, null, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      size: uploadMaxBytes.orderFiles + 1,
    });
    expect([big.statusCode, big.json().message]).toEqual([
      413,
      uploadMessages.tooLarge(uploadMaxBytes.orderFiles),
    ]);
    const noHeader = await app.inject({
      method: 'POST',
      url: '/uploads/',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it('ask for the size in bytes: none, deferred, malformed, or beyond any number (issue 29)', async () => {
    const app = await newApp();
    const file = { filename: 'deck.pdf', tag: 'orderFiles' };
    const cases = [
      [{ size: null }, 400, uploadMessages.lengthRequired],
      [{ size: null, deferLength: true }, 400, uploadMessages.lengthRequired],
      [{ size: 5, deferLength: true }, 400, uploadMessages.lengthRequired],
      [{ size: '-1' }, 400, uploadMessages.lengthInvalid],
      [{ size: '1.5' }, 400, uploadMessages.lengthInvalid],
      [{ size: '5e3' }, 400, uploadMessages.lengthInvalid],
      [{ size: '' }, 400, uploadMessages.lengthInvalid],
      [{ size: '9007199254740992' }, 413, uploadMessages.tooLarge(uploadMaxBytes.orderFiles)],
    ] as const;
    for (const [sent, status, message] of cases) {
      const response = await createUpload(app, null, { ...file, ...sent });
      expect([response.statusCode, response.json().message], JSON.stringify(sent)).toEqual([
        status,
        message,
      ]);
    }
  });

  it('refuse an empty file as empty, whatever its type (issue 30)', async () => {
    const app = await newApp();
    const names = ['empty-deck.pdf', 'empty-notes.txt'];
    for (const filename of names) {
      const empty = await createUpload(app, null, { filename, tag: 'orderFiles', size: 0 });
      expect([empty.statusCode, empty.json().message], filename).toEqual([
        400,
        'The file is empty. Please upload a file with content.',
      ]);
    }
    const rows = await context.database.db
      .select()
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.originalName, names));
    expect(rows).toEqual([]);
  });

  it('reject a file whose bytes are not what its name says, and delete its bytes', async () => {
    const app = await newApp();
    for (const bytes of [pngBytes, exeBytes]) {
      const created = await createUpload(app, null, {
        filename: 'deck.pdf',
        tag: 'orderFiles',
        size: bytes.length,
      });
      const location = String(created.headers.location);
      const done = await patchUpload(app, null, location, 0, bytes);
      expect(done.statusCode).toBe(422);
      expect(done.json().message).toBe(uploadMessages.contentMismatch);
      const [row] = await context.database.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.storedName, location.split('/').pop() ?? ''));
      expect(row).toMatchObject({
        status: 'rejected',
        rejectionReason: uploadMessages.contentMismatch,
      });
      expect((await headUpload(app, null, location)).statusCode).toBe(404);
    }
  });

  it("keep a team's upload from another team: HEAD, PATCH, GET, content and DELETE answer 404", async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const other = await createTeamWithRoles(context.database.db);
    const created = await createUpload(app, team.owner.token, {
      filename: 'deck.pdf',
      tag: 'orderFiles',
      size: pdfBytes.length,
    });
    const location = String(created.headers.location);
    expect((await headUpload(app, other.owner.token, location)).statusCode).toBe(404);
    expect((await headUpload(app, null, location)).statusCode).toBe(404);
    expect((await patchUpload(app, other.owner.token, location, 0, pdfBytes)).statusCode).toBe(404);
    const done = await patchUpload(app, team.owner.token, location, 0, pdfBytes);
    const id = done.json().id as string;
    for (const request of [
      { method: 'GET' as const, url: fileUrl(id) },
      { method: 'GET' as const, url: contentUrl(id) },
      { method: 'DELETE' as const, url: fileUrl(id) },
    ]) {
      const response = await callAs(app, other.owner.token, request);
      expect([response.statusCode, response.json().message]).toEqual([
        404,
        uploadMessages.notFound,
      ]);
    }
    const tusDelete = await app.inject({
      method: 'DELETE',
      url: location,
      headers: authHeaders(other.owner.token),
    });
    expect(tusDelete.statusCode).toBe(404);
    const removed = await callAs(app, team.manager.token, { method: 'DELETE', url: fileUrl(id) });
    expect(removed.statusCode).toBe(204);
    expect(await findRow(id)).toBeUndefined();
  });
});

describe('anonymous upload limit', () => {
  it('answers 429 after the hourly number of anonymous creations from one IP; a team is not limited', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const file = { filename: 'a.pdf', tag: 'orderFiles', size: 10 };
    for (let index = 0; index < anonymousUploadsPerHour; index += 1) {
      expect((await createUpload(app, null, file, '10.9.8.7')).statusCode).toBe(201);
    }
    expectTooManyAttempts(await createUpload(app, null, file, '10.9.8.7'));
    expect((await createUpload(app, null, file, '10.9.8.6')).statusCode).toBe(201);
    expect((await createUpload(app, team.owner.token, file, '10.9.8.7')).statusCode).toBe(201);
  });
});

/** Bare order rows of a team for files to attach to (the orders module makes real ones). */
async function insertTestOrders(db: Db, teamId: number, count: number): Promise<number[]> {
  await seedOrderingReference(db);
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: count }, () =>
        buildTestOrderValues({
          teamId,
          flowKey: 'quote',
          status: 'quoteRequested',
          treatment: null,
          slides: null,
          total: null,
          paymentMethod: null,
          formValues: ZOrderFormValues.parse({}),
          timeZone: 'UTC',
        }),
      ),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

describe('attachUploadsToOrder', () => {
  it("attaches the team's and recent anonymous uploads, and refuses others on the field 'files'", async () => {
    const app = await newApp();
    const db = context.database.db;
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const own = (
      await uploadWhole(app, team.owner.token, {
        filename: 'a.pdf',
        tag: 'orderFiles',
        bytes: pdfBytes,
      })
    ).json().id;
    const visitor = (
      await uploadWhole(app, null, { filename: 'b.pdf', tag: 'orderFiles', bytes: pdfBytes })
    ).json().id;
    const foreign = (
      await uploadWhole(app, other.owner.token, {
        filename: 'c.pdf',
        tag: 'orderFiles',
        bytes: pdfBytes,
      })
    ).json().id;
    const since = new Date(Date.now() - 60_000);
    const [orderId = 0, secondOrderId = 0] = await insertTestOrders(db, team.teamId, 2);
    const options = { teamId: team.teamId, orderId, allowAnonymousSince: since };

    for (const publicIds of [
      [own, foreign],
      [own, 'not-a-uuid'],
      [own, '00000000-0000-4000-8000-000000000000'],
    ]) {
      await expect(attachUploadsToOrder(db, { ...options, publicIds })).rejects.toMatchObject({
        code: 'VALIDATION',
        details: { fieldErrors: { files: [uploadMessages.notAcceptable] } },
      });
    }
    const tooOld = new Date(Date.now() + 60_000);
    await expect(
      attachUploadsToOrder(db, { ...options, allowAnonymousSince: tooOld, publicIds: [visitor] }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });

    await db.transaction((tx) =>
      attachUploadsToOrder(tx, { ...options, publicIds: [own, visitor] }),
    );
    const attached = await findUploadsByOrder(db, orderId);
    expect(attached.map((row) => [row.publicId, row.teamId])).toEqual([
      [own, team.teamId],
      [visitor, team.teamId],
    ]);
    await expect(
      attachUploadsToOrder(db, { ...options, orderId: secondOrderId, publicIds: [own] }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    const remove = await callAs(app, team.owner.token, { method: 'DELETE', url: fileUrl(own) });
    expect([remove.statusCode, remove.json().message]).toEqual([409, uploadMessages.attached]);
  });
});
