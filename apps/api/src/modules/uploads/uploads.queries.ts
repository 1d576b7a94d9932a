import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { styleTemplates, uploadedFiles } from '../../db/schema/index.ts';

export type UploadRow = typeof uploadedFiles.$inferSelect;

export async function findUploadByStoredName(
  db: Db,
  storedName: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.storedName, storedName));
  return row ?? null;
}

export async function findUploadByPublicId(db: Db, publicId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.publicId, publicId));
  return row ?? null;
}

export async function insertUpload(db: Db, values: typeof uploadedFiles.$inferInsert) {
  await db.insert(uploadedFiles).values(values);
}

export async function finishUpload(
  db: Db,
  id: number,
  result: { accepted: boolean; detectedType: string | null; reason: string | null },
): Promise<UploadRow | null> {
  const [row] = await db
    .update(uploadedFiles)
    .set({
      status: result.accepted ? 'complete' : 'rejected',
      detectedType: result.detectedType,
      rejectionReason: result.reason,
      completedAt: new Date(),
    })
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.status, 'uploading')))
    .returning();
  return row ?? null;
}

export async function deleteUpload(db: Db, id: number) {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}

/** Whether a style template uses the upload, as its file or its cover. */
export async function isUploadUsedByStyleTemplate(db: Db, uploadId: number): Promise<boolean> {
  const rows = await db
    .select({ id: styleTemplates.id })
    .from(styleTemplates)
    .where(
      or(eq(styleTemplates.templateFileId, uploadId), eq(styleTemplates.coverFileId, uploadId)),
    )
    .limit(1);
  return rows.length > 0;
}
