import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type CustomFieldRow, customFields } from '../../db/schema/index.ts';

export async function listTeamCustomFields(db: Db, teamId: number): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.teamId, teamId))
    .orderBy(asc(customFields.position), asc(customFields.id));
}

export async function countTeamCustomFields(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customFields)
    .where(eq(customFields.teamId, teamId));
  return Number(row?.total ?? 0);
}

export async function insertCustomField(
  db: Db,
  row: Pick<CustomFieldRow, 'teamId' | 'label' | 'kind' | 'required' | 'options'>,
): Promise<CustomFieldRow> {
  const [inserted] = await db
    .insert(customFields)
    .values({
      ...row,
      position: sql`(select coalesce(max(${customFields.position}) + 1, 0) from ${customFields} where ${customFields.teamId} = ${row.teamId})`,
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

export async function setCustomFieldPosition(
  db: Db,
  teamId: number,
  id: number,
  position: number,
): Promise<void> {
  await db
    .update(customFields)
    .set({ position })
    .where(and(eq(customFields.teamId, teamId), eq(customFields.id, id)));
}
