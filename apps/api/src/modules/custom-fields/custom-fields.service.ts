import {
  customFieldLimits,
  customFieldMessages,
  type TCustomField,
  type TCustomFieldsResponse,
  type ZCustomFieldRequest,
} from '@deckhand/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { CustomFieldRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  customFieldList,
  deleteCustomField,
  insertCustomField,
  listTeamCustomFields,
  updateCustomField,
} from './custom-fields.queries.ts';

type Input = z.output<typeof ZCustomFieldRequest>;

const toCustomField = (row: CustomFieldRow): TCustomField => ({
  id: row.id,
  label: row.label,
  kind: row.kind,
  required: row.required,
  options: row.options,
  position: row.position,
});

export async function getCustomFields(db: Db, teamId: number): Promise<TCustomFieldsResponse> {
  return { fields: (await listTeamCustomFields(db, teamId)).map(toCustomField) };
}

/** Adds a field last; a team keeps at most 30 (counted with its fields locked). */
export async function addCustomField(db: Db, teamId: number, input: Input): Promise<TCustomField> {
  return db.transaction(async (tx) => {
    if ((await customFieldList.lockIds(tx, teamId)).length >= customFieldLimits.fieldsMax) {
      throw new AppError('BAD_REQUEST', customFieldMessages.tooMany);
    }
    return toCustomField(await insertCustomField(tx, { teamId, ...input }));
  });
}

export async function editCustomField(
  db: Db,
  teamId: number,
  id: number,
  input: Input,
): Promise<TCustomField> {
  const row = await updateCustomField(db, teamId, id, input);
  if (!row) throw new AppError('NOT_FOUND', customFieldMessages.notFound);
  return toCustomField(row);
}

export async function removeCustomField(db: Db, teamId: number, id: number): Promise<void> {
  if (!(await deleteCustomField(db, teamId, id))) {
    throw new AppError('NOT_FOUND', customFieldMessages.notFound);
  }
}

/** Puts the team's fields in the order of `ids`, which must name each of them once. */
export async function reorderCustomFields(
  db: Db,
  teamId: number,
  ids: readonly number[],
): Promise<TCustomFieldsResponse> {
  return db.transaction(async (tx) => {
    await customFieldList.reorder(tx, {
      teamId,
      ids,
      mismatchMessage: customFieldMessages.reorderMismatch,
    });
    return { fields: (await listTeamCustomFields(tx, teamId)).map(toCustomField) };
  });
}
