import { apiPrefix, endpoints, type TCustomFieldQuestion } from '@deckhand/contract';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { customFields, styleTemplates, teams, uploadedFiles } from '../../../db/schema/index.ts';

/** A saved style template as the styles step offers it. */
export interface StyleTemplateChoice {
  id: number;
  name: string;
  coverUrl: string | null;
}

/**
 * What a team brings to its own order form: its saved style templates (§6) and its custom
 * fields (§6, only while the team supports them). Read per request, like the reference data.
 */
export async function findStyleTemplateChoices(
  db: Db,
  teamId: number,
): Promise<StyleTemplateChoice[]> {
  const cover = alias(uploadedFiles, 'cover');
  const rows = await db
    .select({ id: styleTemplates.id, name: styleTemplates.name, coverId: cover.publicId })
    .from(styleTemplates)
    .leftJoin(cover, eq(cover.id, styleTemplates.coverFileId))
    .where(eq(styleTemplates.teamId, teamId))
    .orderBy(asc(styleTemplates.position), asc(styleTemplates.id));
  return rows.map(({ id, name, coverId }) => ({
    id,
    name,
    coverUrl: coverId ? `${apiPrefix}${endpoints.uploads.content(coverId)}` : null,
  }));
}

export async function findCustomFieldQuestions(
  db: Db,
  teamId: number,
): Promise<TCustomFieldQuestion[]> {
  return db
    .select({
      id: customFields.id,
      label: customFields.label,
      kind: customFields.kind,
      required: customFields.required,
      options: customFields.options,
    })
    .from(customFields)
    .innerJoin(teams, eq(teams.id, customFields.teamId))
    .where(and(eq(customFields.teamId, teamId), eq(teams.supportsCustomFields, true)))
    .orderBy(asc(customFields.position), asc(customFields.id));
}
