import type { TBrandSettings } from '@deckhand/contract';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { styleTemplates, uploadedFiles } from '../../db/schema/index.ts';
import { createTeamOrderedList } from '../../platform/lists/team-ordered-list.ts';

/** A template with the public ids and names of its two files. */
export interface StyleTemplateRecord {
  id: number;
  name: string;
  position: number;
  updatedAt: Date;
  templateFile: { publicId: string; name: string };
  cover: { publicId: string; name: string } | null;
  brandSettings: TBrandSettings;
}

const templateFile = alias(uploadedFiles, 'template_file');
const coverFile = alias(uploadedFiles, 'cover_file');

function selectRecords(db: Db) {
  return db
    .select({
      id: styleTemplates.id,
      name: styleTemplates.name,
      position: styleTemplates.position,
      updatedAt: styleTemplates.updatedAt,
      templateId: templateFile.publicId,
      templateName: templateFile.originalName,
      coverId: coverFile.publicId,
      coverName: coverFile.originalName,
      brandSettings: styleTemplates.brandSettings,
    })
    .from(styleTemplates)
    .innerJoin(templateFile, eq(templateFile.id, styleTemplates.templateFileId))
    .leftJoin(coverFile, eq(coverFile.id, styleTemplates.coverFileId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

const toRecord = (row: SelectedRow): StyleTemplateRecord => ({
  id: row.id,
  name: row.name,
  position: row.position,
  updatedAt: row.updatedAt,
  templateFile: { publicId: row.templateId, name: row.templateName },
  cover: row.coverId && row.coverName ? { publicId: row.coverId, name: row.coverName } : null,
  brandSettings: row.brandSettings,
});

export async function listTeamStyleTemplates(
  db: Db,
  teamId: number,
): Promise<StyleTemplateRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(styleTemplates.teamId, teamId))
    .orderBy(asc(styleTemplates.position), asc(styleTemplates.id));
  return rows.map(toRecord);
}

export async function findTeamStyleTemplate(
  db: Db,
  teamId: number,
  id: number,
): Promise<StyleTemplateRecord | null> {
  const [row] = await selectRecords(db).where(
    and(eq(styleTemplates.teamId, teamId), eq(styleTemplates.id, id)),
  );
  return row ? toRecord(row) : null;
}

/**
 * The team's templates, counted with their rows locked: two adds (or a remove and a remove) at
 * once wait for each other, so the limit and the last-one rule hold.
 */
/** The team's templates as an ordered list: locking, placing last and reordering (§2.5). */
export const styleTemplateList = createTeamOrderedList({
  table: styleTemplates,
  id: styleTemplates.id,
  teamId: styleTemplates.teamId,
  position: styleTemplates.position,
});

export async function insertStyleTemplate(
  db: Db,
  row: {
    teamId: number;
    name: string;
    templateFileId: number;
    coverFileId: number | null;
    /** Absent: none yet (the column's default, empty). */
    brandSettings: TBrandSettings | undefined;
    createdByUserId: number;
  },
): Promise<number> {
  const [inserted] = await db
    .insert(styleTemplates)
    .values({
      ...row,
      position: styleTemplateList.nextPosition(row.teamId),
    })
    .returning({ id: styleTemplates.id });
  if (!inserted) throw new Error('style templates: insert returned nothing');
  return inserted.id;
}

export async function updateStyleTemplate(
  db: Db,
  teamId: number,
  id: number,
  set: {
    name: string;
    templateFileId: number;
    coverFileId: number | null;
    /** Absent: the template keeps its brand settings. */
    brandSettings: TBrandSettings | undefined;
  },
): Promise<boolean> {
  const rows = await db
    .update(styleTemplates)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(styleTemplates.teamId, teamId), eq(styleTemplates.id, id)))
    .returning({ id: styleTemplates.id });
  return rows.length > 0;
}

export async function deleteStyleTemplate(db: Db, teamId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(styleTemplates)
    .where(and(eq(styleTemplates.teamId, teamId), eq(styleTemplates.id, id)))
    .returning({ id: styleTemplates.id });
  return rows.length > 0;
}
