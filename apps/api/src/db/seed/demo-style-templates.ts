import { readFile } from 'node:fs/promises';
import type { TUploadTag } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { UploadStore } from '../../platform/storage/upload-store.ts';
import type { Db } from '../database.ts';
import { memberships, styleTemplates, teams, uploadedFiles } from '../schema/index.ts';

/** The demo team whose owner finds saved style templates on first start. */
export const demoStyleTemplatesTeamName = 'Northwind Studio';

export const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Each demo template: a 2-slide pptx with its masters and a 800x450 cover (apps/api/assets/demo). */
const demoTemplates = [
  { name: 'Northwind corporate', asset: 'northwind-corporate' },
  { name: 'Northwind pitch', asset: 'northwind-pitch' },
  { name: 'Quarterly review', asset: 'quarterly-review' },
] as const;

export const assetsDirectory = new URL('../../../assets/demo/', import.meta.url);

/**
 * Demo style templates (§6): Northwind Studio's owner sees three saved templates on the style
 * templates page and in the order form's styles step. The files are copied into the upload store
 * under server names, as if the owner had uploaded them.
 */
export async function seedDemoStyleTemplates(db: Db, store: UploadStore): Promise<void> {
  const [owner] = await db
    .select({ teamId: teams.id, userId: memberships.userId })
    .from(teams)
    .innerJoin(memberships, eq(memberships.teamId, teams.id))
    .where(and(eq(teams.name, demoStyleTemplatesTeamName), eq(memberships.role, 'owner')))
    .orderBy(memberships.id)
    .limit(1);
  if (!owner) return;
  for (const [position, template] of demoTemplates.entries()) {
    const templateFileId = await storeDemoFile(db, store, owner, {
      asset: `${template.asset}.pptx`,
      name: `${template.name}.pptx`,
      tag: 'styleTemplate',
      type: pptxType,
    });
    const coverFileId = await storeDemoFile(db, store, owner, {
      asset: `${template.asset}.png`,
      name: `${template.asset}-cover.png`,
      tag: 'coverImage',
      type: 'image/png',
    });
    await db.insert(styleTemplates).values({
      teamId: owner.teamId,
      name: template.name,
      templateFileId,
      coverFileId,
      position,
      createdByUserId: owner.userId,
    });
  }
}

/**
 * Copies a file of apps/api/assets/demo into the upload store as a complete upload of `owner`
 * (a team member, or staff for a delivered file) and answers its row id.
 */
export async function storeDemoFile(
  db: Db,
  store: UploadStore,
  owner: { teamId: number; userId: number },
  file: { asset: string; name: string; tag: TUploadTag; type: string; storedAs?: string },
): Promise<number> {
  const source = new URL(file.asset, assetsDirectory);
  const storedName = `demo-${(file.storedAs ?? file.asset).replace(/\W/g, '-')}`;
  const bytes = await readFile(source);
  await store.put(storedName, bytes);
  const sizeBytes = bytes.length;
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      teamId: owner.teamId,
      userId: owner.userId,
      tag: file.tag,
      originalName: file.name,
      storedName,
      declaredType: file.type,
      detectedType: file.type,
      sizeBytes,
      status: 'complete',
      completedAt: new Date(),
    })
    .returning({ id: uploadedFiles.id });
  if (!row) throw new Error('demo style templates: upload insert returned nothing');
  return row.id;
}
