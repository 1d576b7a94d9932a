import {
  customFieldLimits,
  customFieldMessages,
  endpoints,
  type TCustomField,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { teams } from '../../db/schema/index.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

async function enterpriseTeam(db: Db) {
  const team = await createTeamWithRoles(db);
  await db.update(teams).set({ supportsCustomFields: true }).where(eq(teams.id, team.teamId));
  return team;
}

const add = (app: App, token: string | null, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(endpoints.customFields.list), payload });

describe('custom fields of a team (§6)', () => {
  it('lets the owner add, edit, reorder and remove them', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await enterpriseTeam(db);
    const costCentre = (
      await add(app, team.owner.token, { label: ' Cost centre ', kind: 'text', required: true })
    ).json() as TCustomField;
    expect(costCentre).toMatchObject({
      label: 'Cost centre',
      kind: 'text',
      required: true,
      options: [],
      position: 0,
    });
    const region = await add(app, team.owner.token, {
      label: 'Region',
      kind: 'select',
      options: ['EMEA', 'APAC'],
    });
    expect(region.statusCode).toBe(201);
    expect(region.json()).toMatchObject({
      position: 1,
      required: false,
      options: ['EMEA', 'APAC'],
    });
    // Options only belong to select fields.
    const number = (
      await add(app, team.owner.token, { label: 'Attendees', kind: 'number', options: ['x'] })
    ).json();
    expect(number.options).toEqual([]);

    const edited = await callAs(app, team.owner.token, {
      method: 'PATCH',
      url: apiUrl(endpoints.customFields.one(costCentre.id)),
      payload: { label: 'Cost center', kind: 'text', required: false },
    });
    expect(edited.json()).toMatchObject({ label: 'Cost center', required: false });

    const order = [number.id, region.json().id, costCentre.id];
    const reordered = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.customFields.order),
      payload: { ids: order },
    });
    expect(reordered.json().fields.map((field: TCustomField) => field.id)).toEqual(order);
    const partial = await callAs(app, team.owner.token, {
      method: 'PUT',
      url: apiUrl(endpoints.customFields.order),
      payload: { ids: order.slice(1) },
    });
    expect([partial.statusCode, partial.json().message]).toEqual([
      400,
      customFieldMessages.reorderMismatch,
    ]);

    const removed = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.customFields.one(number.id)),
    });
    expect(removed.json()).toEqual({ type: 'success', message: customFieldMessages.deleted });
    const listed = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.customFields.list),
    });
    expect(listed.json().fields.map((field: TCustomField) => field.label)).toEqual([
      'Region',
      'Cost center',
    ]);
  });

  it('keeps the limit of 30 when adds race: the team’s fields are locked while counted', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await enterpriseTeam(db);
    for (let index = 0; index < customFieldLimits.fieldsMax - 2; index++) {
      await add(app, team.owner.token, { label: `Field ${index}`, kind: 'text' });
    }
    const raced = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        add(app, team.owner.token, { label: `Raced ${index}`, kind: 'text' }),
      ),
    );
    const statuses = raced.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400, 400]);
    expect(raced.find((response) => response.statusCode === 400)?.json().message).toBe(
      customFieldMessages.tooMany,
    );
    const listed = await callAs(app, team.owner.token, {
      method: 'GET',
      url: apiUrl(endpoints.customFields.list),
    });
    const positions = listed.json().fields.map((field: TCustomField) => field.position);
    expect(positions).toEqual([...Array(customFieldLimits.fieldsMax).keys()]);
  });

  it('checks a field: a label, a select with different options', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await enterpriseTeam(db);
    const noOptions = await add(app, team.owner.token, { label: 'Region', kind: 'select' });
    expect(noOptions.statusCode).toBe(422);
    expect(noOptions.json().errors).toEqual({ options: [customFieldMessages.optionsRequired] });
    const twice = await add(app, team.owner.token, {
      label: 'Region',
      kind: 'select',
      options: ['A', 'A'],
    });
    expect(twice.json().errors).toEqual({ options: [customFieldMessages.optionsUnique] });
    const blank = await add(app, team.owner.token, { label: '  ', kind: 'text' });
    expect(Object.keys(blank.json().errors)).toEqual(['label']);
    const nul = await add(app, team.owner.token, { label: 'a\u0000b', kind: 'text' });
    expect(nul.statusCode).toBe(422);
  });

  it('is for owners of teams with custom fields: admins, managers, other teams and visitors are refused', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await enterpriseTeam(db);
    const plain = await createTeamWithRoles(db);
    const field = (
      await add(app, team.owner.token, { label: 'Code', kind: 'text' })
    ).json() as TCustomField;

    expect(
      (await callAs(app, null, { method: 'GET', url: apiUrl(endpoints.customFields.list) }))
        .statusCode,
    ).toBe(401);
    for (const token of [team.admin.token, team.manager.token, plain.owner.token]) {
      const refused = await callAs(app, token, {
        method: 'GET',
        url: apiUrl(endpoints.customFields.list),
      });
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        customFieldMessages.notSupported,
      ]);
    }
    await db.update(teams).set({ supportsCustomFields: true }).where(eq(teams.id, plain.teamId));
    const othersField = await callAs(app, plain.owner.token, {
      method: 'PATCH',
      url: apiUrl(endpoints.customFields.one(field.id)),
      payload: { label: 'Mine now', kind: 'text' },
    });
    expect([othersField.statusCode, othersField.json().message]).toEqual([
      404,
      customFieldMessages.notFound,
    ]);
    const deleteOthers = await callAs(app, plain.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.customFields.one(field.id)),
    });
    expect(deleteOthers.statusCode).toBe(404);
  });
});
