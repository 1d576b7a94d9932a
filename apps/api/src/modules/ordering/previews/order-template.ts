import { ZBrandSettings } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders, styleTemplates, uploadedFiles } from '../../../db/schema/index.ts';

/** The files the brand check reads: PowerPoint decks (.pptx). */
export const isCheckedFile = (fileName: string) => /\.pptx$/i.test(fileName);

/**
 * The template an order chose: its saved style template (of the order's own team), else a
 * template file uploaded with the order (its style step's file); null without either.
 */
export async function findOrderTemplate(db: Db, orderId: number) {
  const [order] = await db
    .select({ teamId: orders.teamId, formValues: orders.formValues })
    .from(orders)
    .where(eq(orders.id, orderId));
  const style = order?.formValues.style;
  if (!order || !style) return null;
  if (style.templateId !== null) {
    const [saved] = await db
      .select({
        name: styleTemplates.name,
        settings: styleTemplates.brandSettings,
        storedName: uploadedFiles.storedName,
        sizeBytes: uploadedFiles.sizeBytes,
      })
      .from(styleTemplates)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, styleTemplates.templateFileId))
      .where(and(eq(styleTemplates.id, style.templateId), eq(styleTemplates.teamId, order.teamId)));
    if (saved) {
      const settings = ZBrandSettings.safeParse(saved.settings);
      return { ...saved, settings: settings.success ? settings.data : emptySettings };
    }
  }
  if (style.file) {
    const [uploaded] = await db
      .select({ storedName: uploadedFiles.storedName, sizeBytes: uploadedFiles.sizeBytes })
      .from(uploadedFiles)
      .where(
        and(eq(uploadedFiles.publicId, style.file.uuid), eq(uploadedFiles.teamId, order.teamId)),
      );
    if (uploaded && /\.(pptx|potx)$/i.test(style.file.name)) {
      return { ...uploaded, name: style.file.name, settings: emptySettings };
    }
  }
  return null;
}

const emptySettings = { brandColours: [], rules: [] };
