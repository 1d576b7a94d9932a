import { readFile } from 'node:fs/promises';
import {
  endpoints,
  errorMessages,
  styleTemplateMessages,
  type TStyleTemplate,
  uploadMessages,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { pngBytes, uploadWhole } from '../../test/upload-test-client.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;
let pptxBytes: Buffer;

beforeAll(async () => {
  pptxBytes = await readFile(new URL('../../../assets/demo/northwind-pitch.pptx', import.meta.url));
});

const newApp = () => context.createApp();

/** A PNG whose header claims these pixels (image-size reads the IHDR chunk). */
function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.from(pngBytes);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

async function uploadFile(app: App, token: string, tag: string, filename: string, bytes: Buffer) {
  const response = await uploadWhole(app, token, {
    filename,
    tag,
    bytes,
    filetype: tag === 'coverImage' ? 'image/png' : 'application/octet-stream',
  });
  return response;
}

async function uploadPair(app: App, token: string) {
  const template = (await uploadFile(app, token, 'styleTemplate', 'Brand.pptx', pptxBytes)).json();
  const cover = (await uploadFile(app, token, 'coverImage', 'cover.png', pngBytes)).json();
  return { templateFileId: template.id as string, coverFileId: cover.id as string };
}

const add = (app: App, token: string | null, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(endpoints.styleTemplates.list), payload });

describe('style templates of a team (§6, owners only)', () => {
  it('lets the owner add, list, edit, reorder and remove them, never the last one', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const files = await uploadPair(app, team.owner.token);
    const created = await add(app, team.owner.token, { name: ' Brand 2026 ', ...files });
    expect(created.statusCode).toBe(201);
    const brand = created.json() as TStyleTemplate;
    expect(brand).toMatchObject({
      name: 'Brand 2026',
      position: 0,
      templateFile: { id: files.templateFileId, name: 'Brand.pptx' },
      cover: { id: files.coverFileId, name: 'cover.png' },
    });
    // The cover is served inline as the image it is; the template file is a download.
    const cover = await callAs(app, team.owner.token, {
      method: 'GET',
      url: brand.cover?.url ?? '',
    });
    expect(cover.headers['content-type']).toBe('image/png');
    expect(String(cover.headers['content-disposition'])).toMatch(/^inline;/);
    const file = await callAs(app, team.owner.token, {
      method: 'GET',
      url: brand.templateFile.url,
    });
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);

    const second = (
      await uploadFile(app, team.owner.token, 'styleTemplate', 'Pitch.pptx', pptxBytes)
    ).json();
    const pitch = (
      await add(app, team.owner.token, { name: 'Pitch', templateFileId: second.id })
    ).json() as TStyleTemplate;
    expect(pitch).toMatchObject({ position: 1, cover: null });

    const edited = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: apiUrl(endpoints.styleTemplates.one(brand.id)),
      payload: { name: 'Brand 2027', templateFileId: files.templateFileId, coverFileId: null },
    });
    expect(edited.json()).toMatchObject({ name: 'Brand 2027', cover: null });

    const reordered = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.styleTemplates.order),
      payload: { ids: [pitch.id, brand.id] },
    });
    expect(reordered.json().templates.map((item: TStyleTemplate) => item.name)).toEqual([
      'Pitch',
      'Brand 2027',
    ]);
    const partial = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.styleTemplates.order),
      payload: { ids: [pitch.id] },
    });
    expect([partial.statusCode, partial.json().message]).toEqual([
      400,
      styleTemplateMessages.reorderMismatch,
    ]);

    // A file a template uses cannot be removed on its own.
    const removeFile = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.uploads.file(files.templateFileId)),
    });
    expect([removeFile.statusCode, removeFile.json().message]).toEqual([
      409,
      uploadMessages.usedByTemplate,
    ]);

    const removed = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.styleTemplates.one(brand.id)),
    });
    expect(removed.json()).toEqual({ type: 'success', message: styleTemplateMessages.deleted });
    const last = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.styleTemplates.one(pitch.id)),
    });
    expect([last.statusCode, last.json().message]).toEqual([409, styleTemplateMessages.lastOne]);
    const list = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.styleTemplates.list),
    });
    expect(list.json().templates.map((item: TStyleTemplate) => item.id)).toEqual([pitch.id]);
  });

  it('refuses files that are not the team’s complete uploads of the right kind', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const other = await createTeamWithRoles(context.database.db);
    const mine = await uploadPair(app, team.owner.token);
    const theirs = await uploadPair(app, other.owner.token);

    const foreign = await add(app, team.owner.token, {
      name: 'X',
      templateFileId: theirs.templateFileId,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      templateFileId: [styleTemplateMessages.fileNotUsable],
    });
    // A cover image is not a template file, and a template file is not a cover.
    const swapped = await add(app, team.owner.token, {
      name: 'X',
      templateFileId: mine.coverFileId,
    });
    expect(swapped.json().errors).toEqual({
      templateFileId: [styleTemplateMessages.fileNotUsable],
    });
    const badCover = await add(app, team.owner.token, {
      name: 'X',
      templateFileId: mine.templateFileId,
      coverFileId: theirs.coverFileId,
    });
    expect(badCover.json().errors).toEqual({ coverFileId: [styleTemplateMessages.coverNotUsable] });
    const missing = await add(app, team.owner.token, { name: 'X' });
    expect(missing.json().errors).toEqual({ templateFileId: [styleTemplateMessages.fileRequired] });
    const blank = await add(app, team.owner.token, { name: '   ', ...mine });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const nul = await add(app, team.owner.token, { name: 'a\u0000b', ...mine });
    expect(nul.statusCode).toBe(422);

    // Another team's template is not found, for edit and for remove.
    const theirsTemplate = (
      await add(app, other.owner.token, { name: 'Theirs', ...theirs })
    ).json();
    const edit = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: apiUrl(endpoints.styleTemplates.one(theirsTemplate.id)),
      payload: { name: 'Mine now', ...mine },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([404, styleTemplateMessages.notFound]);
    const remove = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.styleTemplates.one(theirsTemplate.id)),
    });
    expect(remove.statusCode).toBe(404);
  });

  it('checks a cover image’s pixels when it finishes uploading (4096x2644 px)', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const fits = await uploadFile(
      app,
      team.owner.token,
      'coverImage',
      'fits.png',
      pngOfSize(4096, 2644),
    );
    expect(fits.statusCode).toBe(200);
    const wide = await uploadFile(
      app,
      team.owner.token,
      'coverImage',
      'wide.png',
      pngOfSize(4097, 100),
    );
    expect([wide.statusCode, wide.json().message]).toEqual([
      422,
      styleTemplateMessages.coverTooLarge,
    ]);
    const tall = await uploadFile(
      app,
      team.owner.token,
      'coverImage',
      'tall.png',
      pngOfSize(100, 2645),
    );
    expect(tall.json().message).toBe(styleTemplateMessages.coverTooLarge);
  });

  it('is for owners only: admins, managers, members of no team and visitors are refused', async () => {
    const app = await newApp();
    const team = await createTeamWithRoles(context.database.db);
    const list = (token: string | null) =>
      callAs(app, token, { method: 'GET', url: apiUrl(endpoints.styleTemplates.list) });
    expect((await list(team.owner.token)).statusCode).toBe(200);
    for (const token of [team.admin.token, team.manager.token]) {
      const refused = await list(token);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        errorMessages.accessDenied,
      ]);
    }
    expect((await list(null)).statusCode).toBe(401);
  });
});
