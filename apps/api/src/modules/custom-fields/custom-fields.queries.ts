import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type CustomFieldRow, customFields } from '../../db/schema/index.ts';
import { createTeamOrderedList } from '../../platform/lists/team-ordered-list.ts';

export async function listTeamCustomFields(db: Db, teamId: number): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.teamId, teamId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

/** The team's fields as an ordered list: locking, placing last and reordering (§2.5). */
export const customFieldList = createTeamOrderedList({
  table: customFields,
  id: customFields.id,
  teamId: customFields.teamId,
  position: customFields.position,
});

export async function insertCustomField(
  db: Db,
  row: Pick<CustomFieldRow, 'teamId' | 'label' | 'kind' | 'required' | 'options'>,
): Promise<CustomFieldRow> {
  const [inserted] = await db
    .insert(customFields)
    .values({
      ...row,
      position: customFieldList.nextPosition(row.teamId),
    })
    .returning();
  if (!inserted) throw new Error('custom fields: insert returned nothing');
  return inserted;
}

/** The team's field, changed; null when the team has no field with this id. */
export async function updateCustomField(
  db: Db,
  teamId: number,
  id: number,
  set: Pick<CustomFieldRow, 'label' | 'kind' | 'required' | 'options'>,
): Promise<CustomFieldRow | null> {
  const [row] = await db
    .update(customFields)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(customFields.teamId, teamId), eq(customFields.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCustomField(db: Db, teamId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customFields)
    .where(and(eq(customFields.teamId, teamId), eq(customFields.id, id)))
    .returning({ id: customFields.id });
  return rows.length > 0;
}
