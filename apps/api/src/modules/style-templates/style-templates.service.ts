import {
  apiPrefix,
  endpoints,
  styleTemplateLimits,
  styleTemplateMessages,
  type TStyleTemplate,
  type TStyleTemplatesResponse,
  type ZStyleTemplateRequest,
} from '@deckhand/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUploadByPublicId } from '../uploads/index.ts';
import {
  deleteStyleTemplate,
  findTeamStyleTemplate,
  insertStyleTemplate,
  listTeamStyleTemplates,
  type StyleTemplateRecord,
  styleTemplateList,
  updateStyleTemplate,
} from './style-templates.queries.ts';

type Input = z.output<typeof ZStyleTemplateRequest>;
type Caller = { teamId: number; userId: number };

const fileOf = (file: { publicId: string; name: string }) => ({
  id: file.publicId,
  name: file.name,
  url: `${apiPrefix}${endpoints.uploads.content(file.publicId)}`,
});

const toStyleTemplate = (record: StyleTemplateRecord): TStyleTemplate => ({
  id: record.id,
  name: record.name,
  position: record.position,
  templateFile: fileOf(record.templateFile),
  cover: record.cover ? fileOf(record.cover) : null,
  brandSettings: record.brandSettings,
  updatedAt: record.updatedAt.toISOString(),
});

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

/**
 * The uploads a template names, as row ids: each must be the team's own, complete upload of the
 * right tag (the cover's pixels were checked when it finished uploading).
 */
async function resolveFiles(db: Db, teamId: number, input: Input) {
  const template = await findUploadByPublicId(db, input.templateFileId);
  if (
    template?.teamId !== teamId ||
    template.tag !== 'styleTemplate' ||
    template.status !== 'complete'
  ) {
    throw fieldError('templateFileId', styleTemplateMessages.fileNotUsable);
  }
  if (input.coverFileId === null) return { templateFileId: template.id, coverFileId: null };
  const cover = await findUploadByPublicId(db, input.coverFileId);
  if (cover?.teamId !== teamId || cover.tag !== 'coverImage' || cover.status !== 'complete') {
    throw fieldError('coverFileId', styleTemplateMessages.coverNotUsable);
  }
  return { templateFileId: template.id, coverFileId: cover.id };
}

async function requireTemplate(db: Db, teamId: number, id: number): Promise<TStyleTemplate> {
  const record = await findTeamStyleTemplate(db, teamId, id);
  if (!record) throw new AppError('NOT_FOUND', styleTemplateMessages.notFound);
  return toStyleTemplate(record);
}

export async function getStyleTemplates(db: Db, teamId: number): Promise<TStyleTemplatesResponse> {
  return { templates: (await listTeamStyleTemplates(db, teamId)).map(toStyleTemplate) };
}

/** Adds a template last; a team keeps at most 50. */
export async function addStyleTemplate(
  db: Db,
  caller: Caller,
  input: Input,
): Promise<TStyleTemplate> {
  return db.transaction(async (tx) => {
    if (
      (await styleTemplateList.lockIds(tx, caller.teamId)).length >=
      styleTemplateLimits.templatesMax
    ) {
      throw new AppError('BAD_REQUEST', styleTemplateMessages.tooMany);
    }
    const files = await resolveFiles(tx, caller.teamId, input);
    const id = await insertStyleTemplate(tx, {
      teamId: caller.teamId,
      name: input.name,
      brandSettings: input.brandSettings,
      createdByUserId: caller.userId,
      ...files,
    });
    return requireTemplate(tx, caller.teamId, id);
  });
}

/**
 * Renames a template, replaces its files or sets its brand settings (kept when the request has
 * none); the files it had stay with the team.
 */
export async function editStyleTemplate(
  db: Db,
  teamId: number,
  id: number,
  input: Input,
): Promise<TStyleTemplate> {
  return db.transaction(async (tx) => {
    const files = await resolveFiles(tx, teamId, input);
    const set = { name: input.name, brandSettings: input.brandSettings, ...files };
    if (!(await updateStyleTemplate(tx, teamId, id, set))) {
      throw new AppError('NOT_FOUND', styleTemplateMessages.notFound);
    }
    return requireTemplate(tx, teamId, id);
  });
}

/** Removes a template, never the team's last one (§2.5: the last item cannot be removed). */
export async function removeStyleTemplate(db: Db, teamId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const total = (await styleTemplateList.lockIds(tx, teamId)).length;
    if (!(await findTeamStyleTemplate(tx, teamId, id))) {
      throw new AppError('NOT_FOUND', styleTemplateMessages.notFound);
    }
    if (total <= 1) throw new AppError('CONFLICT', styleTemplateMessages.lastOne);
    await deleteStyleTemplate(tx, teamId, id);
  });
}

/** Puts the team's templates in the order of `ids`, which must name each of them once. */
export async function reorderStyleTemplates(
  db: Db,
  teamId: number,
  ids: readonly number[],
): Promise<TStyleTemplatesResponse> {
  return db.transaction(async (tx) => {
    await styleTemplateList.reorder(tx, {
      teamId,
      ids,
      mismatchMessage: styleTemplateMessages.reorderMismatch,
    });
    return getStyleTemplates(tx, teamId);
  });
}
