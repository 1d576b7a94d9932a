import { readFile } from 'node:fs/promises';
import {
  endpoints,
  errorMessages,
  styleTemplateMessages,
  type TStyleTemplate,
  ZBrandSettings,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { styleTemplates } from '../../db/schema/index.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { uploadWhole } from '../../test/upload-test-client.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;
let pptxBytes: Buffer;

beforeAll(async () => {
  pptxBytes = await readFile(new URL('../../../assets/demo/northwind-pitch.pptx', import.meta.url));
});

async function uploadTemplateFile(app: App, token: string): Promise<string> {
  const uploaded = await uploadWhole(app, token, {
    filename: 'Brand.pptx',
    tag: 'styleTemplate',
    bytes: pptxBytes,
    filetype: 'application/octet-stream',
  });
  expect(uploaded.statusCode).toBe(200);
  return uploaded.json().id as string;
}

const add = (app: App, token: string | null, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(endpoints.styleTemplates.list), payload });
const edit = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'PATCH', url: apiUrl(endpoints.styleTemplates.one(id)), payload });
const listOf = async (app: App, token: string) =>
  (await callAs(app, token, { method: 'GET', url: apiUrl(endpoints.styleTemplates.list) })).json()
    .templates as TStyleTemplate[];

const storedSettings = async (id: number) => {
  const [row] = await context.database.db
    .select({ brandSettings: styleTemplates.brandSettings })
    .from(styleTemplates)
    .where(eq(styleTemplates.id, id));
  return row?.brandSettings;
};

const settings = {
  brandColours: ['#1f4e79', '#C00000', '#1F4E79'],
  rules: [
    { kind: 'maxBullets', limit: 6 },
    { kind: 'requireTitle' },
    { kind: 'minImageDpi', limit: 150 },
    { kind: 'minTextPoints', limit: 12 },
  ],
};

describe('a style template’s brand colours and rules', () => {
  it('saves them on add and edit, reads them back, and keeps them when an edit has none', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const templateFileId = await uploadTemplateFile(app, team.owner.token);

    // Without settings a template has none.
    const plain = await add(app, team.owner.token, { name: 'Plain', templateFileId });
    expect(plain.statusCode).toBe(201);
    expect((plain.json() as TStyleTemplate).brandSettings).toEqual({ brandColours: [], rules: [] });

    // Colours are kept upper case, each once; the rules as sent.
    const created = await add(app, team.owner.token, {
      name: 'Brand',
      templateFileId,
      brandSettings: settings,
    });
    expect(created.statusCode).toBe(201);
    const brand = created.json() as TStyleTemplate;
    const saved = { brandColours: ['#1F4E79', '#C00000'], rules: settings.rules };
    expect(brand.brandSettings).toEqual(saved);
    expect((await listOf(app, team.owner.token)).map((item) => item.brandSettings)).toEqual([
      { brandColours: [], rules: [] },
      saved,
    ]);
    // What the brand check reads from the row (ZBrandSettings, in the render job).
    const stored = await storedSettings(brand.id);
    expect(stored).toEqual(saved);
    expect(ZBrandSettings.parse(stored)).toEqual({
      brandColours: ['#1f4e79', '#c00000'],
      rules: settings.rules,
    });

    // A rename without brandSettings keeps them; with them, they are replaced.
    const renamed = await edit(app, team.owner.token, brand.id, {
      name: 'Brand 2',
      templateFileId,
    });
    expect(renamed.json()).toMatchObject({ name: 'Brand 2', brandSettings: saved });
    const replaced = await edit(app, team.owner.token, brand.id, {
      name: 'Brand 2',
      templateFileId,
      brandSettings: { brandColours: ['#00aa00'], rules: [{ kind: 'requireTitle' }] },
    });
    expect(replaced.json().brandSettings).toEqual({
      brandColours: ['#00AA00'],
      rules: [{ kind: 'requireTitle' }],
    });
    // Missing lists are empty ones: `{}` clears both.
    const cleared = await edit(app, team.owner.token, brand.id, {
      name: 'Brand 2',
      templateFileId,
      brandSettings: {},
    });
    expect(cleared.json().brandSettings).toEqual({ brandColours: [], rules: [] });
    expect(await storedSettings(brand.id)).toEqual({ brandColours: [], rules: [] });
  });

  it('refuses a malformed colour, a rule kind twice and a limit out of its range, saving nothing', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const templateFileId = await uploadTemplateFile(app, team.owner.token);
    const brand = (
      await add(app, team.owner.token, { name: 'Brand', templateFileId, brandSettings: settings })
    ).json() as TStyleTemplate;
    const refusal = async (brandSettings: object) => {
      const response = await edit(app, team.owner.token, brand.id, {
        name: 'Changed',
        templateFileId,
        brandSettings,
      });
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };

    expect(await refusal({ brandColours: ['#1F4E79', '1F4E79', '#12345g'] })).toEqual({
      'brandSettings.brandColours.1': ['Give a colour as #rrggbb.'],
      'brandSettings.brandColours.2': ['Give a colour as #rrggbb.'],
    });
    expect(await refusal({ rules: [{ kind: 'requireTitle' }, { kind: 'requireTitle' }] })).toEqual({
      'brandSettings.rules': [styleTemplateMessages.ruleRepeated],
    });
    expect(
      await refusal({
        rules: [
          { kind: 'maxBullets', limit: 4 },
          { kind: 'maxBullets', limit: 8 },
        ],
      }),
    ).toEqual({ 'brandSettings.rules': [styleTemplateMessages.ruleRepeated] });
    expect(
      await refusal({
        rules: [
          { kind: 'maxBullets', limit: 51 },
          { kind: 'minImageDpi', limit: 29 },
          { kind: 'minTextPoints', limit: 12.5 },
        ],
      }),
    ).toEqual({
      'brandSettings.rules.0.limit': ['Too big: expected number to be <=50'],
      'brandSettings.rules.1.limit': ['Too small: expected number to be >=30'],
      'brandSettings.rules.2.limit': ['Invalid input: expected int, received number'],
    });
    expect(await refusal({ rules: [{ kind: 'maxBullets' }] })).toEqual({
      'brandSettings.rules.0.limit': ['Invalid input: expected number, received undefined'],
    });
    const tooMany = Array.from({ length: 25 }, (_, n) => `#0000${(n + 16).toString(16)}`);
    expect(await refusal({ brandColours: tooMany })).toEqual({
      'brandSettings.brandColours': ['Too big: expected array to have <=24 items'],
    });
    // Nothing of a refused request is saved.
    expect((await listOf(app, team.owner.token))[0]).toMatchObject({
      name: 'Brand',
      brandSettings: { brandColours: ['#1F4E79', '#C00000'], rules: settings.rules },
    });
  });

  it('is for owners only: admins and managers may not set them, visitors are asked to sign in', async () => {
    const app = await context.createApp();
    const team = await createTeamWithRoles(context.database.db);
    const templateFileId = await uploadTemplateFile(app, team.owner.token);
    const brand = (
      await add(app, team.owner.token, { name: 'Brand', templateFileId })
    ).json() as TStyleTemplate;
    const payload = { name: 'Brand', templateFileId, brandSettings: settings };
    for (const token of [team.admin.token, team.manager.token]) {
      for (const response of [
        await edit(app, token, brand.id, payload),
        await add(app, token, payload),
      ]) {
        expect([response.statusCode, response.json().message]).toEqual([
          403,
          errorMessages.accessDenied,
        ]);
      }
    }
    expect((await edit(app, null, brand.id, payload)).statusCode).toBe(401);
    expect(await storedSettings(brand.id)).toEqual({ brandColours: [], rules: [] });
  });
});
