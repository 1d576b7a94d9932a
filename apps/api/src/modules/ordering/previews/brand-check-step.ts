import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { TBrandCheckReason } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { brandChecks, type NewBrandCheckRow } from '../../../db/schema/index.ts';
import { checkBrand } from '../../../platform/documents/brand-check/check-brand.ts';
import {
  StoredFileMissingError,
  type UploadStore,
} from '../../../platform/storage/upload-store.ts';
import { findOrderTemplate, isCheckedFile } from './order-template.ts';

/** A template file larger than this is not read into memory (a deck's template is a few MB). */
const maxTemplateBytes = 100 * 1024 * 1024;

/**
 * The brand check of a rendered file (docs/review.md): a PPTX is checked against the style
 * template its order chose (a saved template of the team, or a template file uploaded with the
 * order); anything else is "not checked", with the reason. Runs in the render job, after the
 * slides; its row is written in the same transaction that makes the preview ready.
 */
export async function checkDeliveredFile(options: {
  db: Db;
  store: UploadStore;
  preview: { id: number; orderId: number };
  fileName: string;
  /** The delivered file, already on disk for rendering. */
  path: string;
}): Promise<NewBrandCheckRow> {
  const { db, store, preview } = options;
  const base = { previewId: preview.id, orderId: preview.orderId, checkedAt: new Date() };
  const notChecked = (reason: TBrandCheckReason, templateName: string | null = null) => ({
    ...base,
    status: 'notChecked' as const,
    reason,
    templateName,
    findings: [],
    moreFindings: 0,
  });
  if (!isCheckedFile(options.fileName)) return notChecked('notPresentation');
  const template = await findOrderTemplate(db, preview.orderId);
  if (!template) return notChecked('noTemplate');
  let templateBytes: Buffer;
  try {
    templateBytes = await readStored(store, template.storedName, template.sizeBytes);
  } catch (error) {
    if (error instanceof StoredFileMissingError)
      return notChecked('templateMissing', template.name);
    throw error;
  }
  let result: ReturnType<typeof checkBrand>;
  try {
    result = checkBrand({
      deck: await readFile(options.path),
      template: templateBytes,
      settings: template.settings,
    });
  } catch {
    // A file the reader chokes on is unreadable to the check; the preview itself stays ready.
    return notChecked('deckUnreadable', template.name);
  }
  if (result.status === 'notChecked') return notChecked(result.reason, template.name);
  return {
    ...base,
    status: 'checked',
    reason: null,
    templateName: template.name,
    findings: result.findings,
    moreFindings: result.more,
  };
}

/** Writes (or, on a re-render, replaces) a file's check. */
export async function saveBrandCheck(db: Db, row: NewBrandCheckRow): Promise<void> {
  await db
    .insert(brandChecks)
    .values(row)
    .onConflictDoUpdate({
      target: brandChecks.previewId,
      set: {
        status: row.status,
        reason: row.reason ?? null,
        templateName: row.templateName ?? null,
        findings: row.findings ?? [],
        moreFindings: row.moreFindings ?? 0,
        checkedAt: row.checkedAt ?? new Date(),
      },
    });
}

async function readStored(store: UploadStore, storedName: string, sizeBytes: number) {
  if (sizeBytes > maxTemplateBytes) return Buffer.alloc(0);
  return buffer(await store.openRead(storedName));
}
