import { randomUUID } from 'node:crypto';
import {
  customFieldAnswerMessages,
  endpoints,
  orderFormMessages,
  type TCreateOrderRequest,
  type TOrderFormComponent,
  type TOrderFormData,
  type TOrderFormValuesInput,
  validationMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import {
  customFields,
  enterpriseClients,
  orders,
  styleTemplates,
  teams,
  uploadedFiles,
} from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function getForm(app: App, flowKey: string, token: string | null) {
  const response = await callAs(app, token, {
    method: 'GET',
    url: `${apiUrl(endpoints.orderForms.form(flowKey))}?timezone=Europe%2FCopenhagen`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TOrderFormData;
}

const find = <N extends TOrderFormComponent['name']>(data: TOrderFormData, name: N) =>
  data.components.find((item) => item.name === name) as
    | Extract<TOrderFormComponent, { name: N }>
    | undefined;

/** A saved style template of the team, with its (already uploaded) file and cover. */
async function addTemplate(db: Db, teamId: number, name: string, position: number) {
  const file = async (tag: 'styleTemplate' | 'coverImage') => {
    const [row] = await db
      .insert(uploadedFiles)
      .values({
        teamId,
        tag,
        originalName: tag === 'coverImage' ? 'cover.png' : 'brand.potx',
        storedName: randomUUID(),
        declaredType: tag === 'coverImage' ? 'image/png' : 'application/octet-stream',
        sizeBytes: 1000,
        status: 'complete',
      })
      .returning();
    if (!row) throw new Error('no upload');
    return row;
  };
  const template = await file('styleTemplate');
  const cover = await file('coverImage');
  const [row] = await db
    .insert(styleTemplates)
    .values({ teamId, name, templateFileId: template.id, coverFileId: cover.id, position })
    .returning();
  if (!row) throw new Error('no template');
  return { ...row, coverPublicId: cover.publicId };
}

/** An enterprise team that asks a required cost centre, a number, a date and a region. */
async function addQuestions(db: Db, teamId: number) {
  await db.update(teams).set({ supportsCustomFields: true }).where(eq(teams.id, teamId));
  const rows = await db
    .insert(customFields)
    .values([
      { teamId, label: 'Cost centre', kind: 'text' as const, required: true, position: 0 },
      { teamId, label: 'Attendees', kind: 'number' as const, position: 1 },
      { teamId, label: 'Event date', kind: 'date' as const, position: 2 },
      {
        teamId,
        label: 'Region',
        kind: 'select' as const,
        required: true,
        options: ['EMEA', 'Americas', 'APAC'],
        position: 3,
      },
    ])
    .returning();
  const [costCentre, attendees, eventDate, region] = rows;
  if (!costCentre || !attendees || !eventDate || !region) throw new Error('no fields');
  return { costCentre, attendees, eventDate, region };
}

const values: TOrderFormValuesInput = {
  treatment: 'redesign',
  slides: 4,
  turnaround: '48h',
  style: { styleType: 'recommendation' },
  files: { googleSlidesUrls: ['https://docs.google.com/presentation/d/abc123/edit'] },
};

const invoiceOrder = (v: TOrderFormValuesInput, flowKey = 'order-now'): TCreateOrderRequest => ({
  flowKey,
  idempotencyKey: randomUUID(),
  timezone: 'Europe/Copenhagen',
  values: v,
  payment: { method: 'invoice', poNumber: '' },
});

describe('the styles step offers the team its saved style templates', () => {
  it('lists them in the team order with their covers, only to that team', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const second = await addTemplate(db, team.teamId, 'Board deck', 1);
    const first = await addTemplate(db, team.teamId, 'Sales kit', 0);

    const style = find(await getForm(app, 'order-now', team.manager.token), 'style');
    expect(style?.options.styleTypes).toEqual(['template', 'file', 'recommendation']);
    expect(style?.options.templates).toEqual([
      {
        id: first.id,
        name: 'Sales kit',
        coverUrl: apiUrl(endpoints.uploads.content(first.coverPublicId)),
      },
      {
        id: second.id,
        name: 'Board deck',
        coverUrl: apiUrl(endpoints.uploads.content(second.coverPublicId)),
      },
    ]);
    const theirs = find(await getForm(app, 'order-now', other.owner.token), 'style');
    expect(theirs?.options).toEqual({ styleTypes: ['file', 'recommendation'], templates: [] });
    const visitor = find(await getForm(app, 'order-now', null), 'style');
    expect(visitor?.options.templates).toEqual([]);
  });

  it("places an order in a saved template and refuses another team's template", async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const mine = await addTemplate(db, team.teamId, 'Ours', 0);
    const theirs = await addTemplate(db, other.teamId, 'Theirs', 0);
    const inTemplate = (templateId: number) => ({
      ...values,
      style: { styleType: 'template' as const, templateId },
    });

    const refused = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.create),
      payload: invoiceOrder(inTemplate(theirs.id)),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ style: [orderFormMessages.styleTemplateUnknown] });

    const placed = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.create),
      payload: invoiceOrder(inTemplate(mine.id)),
    });
    expect(placed.statusCode).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.teamId, team.teamId));
    expect(row?.formValues.style).toEqual({
      styleType: 'template',
      templateId: mine.id,
      file: null,
    });
  });
});

describe('the customFields step asks the team its custom fields', () => {
  it('is hidden for a team without them and shows them, in order, for one that has them', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const plain = await createTeamWithRoles(db);
    const hidden = find(await getForm(app, 'order-now', plain.owner.token), 'customFields');
    expect(hidden?.properties.hideStep).toBe(true);

    const enterprise = await createTeamWithRoles(db);
    const asked = await addQuestions(db, enterprise.teamId);
    const shown = find(await getForm(app, 'order-now', enterprise.manager.token), 'customFields');
    expect(shown?.step).toBe('customFields');
    expect(shown?.properties).toEqual({ hideStep: false, required: true });
    expect(shown?.options.fields.map((field) => [field.label, field.kind, field.required])).toEqual(
      [
        ['Cost centre', 'text', true],
        ['Attendees', 'number', false],
        ['Event date', 'date', false],
        ['Region', 'select', true],
      ],
    );
    expect(shown?.options.fields[3]?.options).toEqual(['EMEA', 'Americas', 'APAC']);

    // Switched off for the team: the questions are no longer asked.
    await db
      .update(teams)
      .set({ supportsCustomFields: false })
      .where(eq(teams.id, enterprise.teamId));
    const off = find(await getForm(app, 'order-now', enterprise.owner.token), 'customFields');
    expect(off?.properties.hideStep).toBe(true);
    expect(asked.costCentre.id).toBeGreaterThan(0);
  });

  it('checks every answer on the server (required, number up to 32767, real date, a choice) and keeps them on the order', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const { costCentre, attendees, eventDate, region } = await addQuestions(db, team.teamId);
    const answer = (answers: Record<string, string | number | null>) =>
      callAs(app, team.owner.token, {
        method: 'POST',
        url: apiUrl(endpoints.orders.create),
        payload: invoiceOrder({ ...values, customFields: answers }),
      });

    const wrong = await answer({
      [attendees.id]: 40_000,
      [eventDate.id]: '2026-02-30',
      [region.id]: 'Antarctica',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      [`customFields.${costCentre.id}`]: [validationMessages.required],
      [`customFields.${attendees.id}`]: [validationMessages.numberTooLarge],
      [`customFields.${eventDate.id}`]: [validationMessages.invalidDate],
      [`customFields.${region.id}`]: [customFieldAnswerMessages.notAChoice],
    });

    const blank = await answer({ [costCentre.id]: '   ', [region.id]: 'EMEA' });
    expect(blank.json().errors).toEqual({
      [`customFields.${costCentre.id}`]: [validationMessages.required],
    });

    const placed = await answer({
      [costCentre.id]: ' CC-4410 ',
      [attendees.id]: 120,
      [region.id]: 'APAC',
      999999: 'not a field of the team',
    });
    expect(placed.statusCode).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.teamId, team.teamId));
    expect(row?.customFieldAnswers).toEqual([
      { fieldId: costCentre.id, label: 'Cost centre', kind: 'text', value: 'CC-4410' },
      { fieldId: attendees.id, label: 'Attendees', kind: 'number', value: 120 },
      { fieldId: eventDate.id, label: 'Event date', kind: 'date', value: null },
      { fieldId: region.id, label: 'Region', kind: 'select', value: 'APAC' },
    ]);
  });

  it("an enterprise client's flow asks its company's fields, also of a visitor", async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const company = await createTeamWithRoles(db);
    await addQuestions(db, company.teamId);
    await db
      .update(enterpriseClients)
      .set({ teamId: company.teamId })
      .where(eq(enterpriseClients.key, 'contoso'));
    const asked = find(await getForm(app, 'client-contoso', null), 'customFields');
    expect(asked?.properties.hideStep).toBe(false);
    expect(asked?.options.fields.map((field) => field.label)).toContain('Cost centre');
    const publicFlow = find(await getForm(app, 'order-now', null), 'customFields');
    expect(publicFlow?.properties.hideStep).toBe(true);
  });
});
