import { endpoints, type TStaffOrderResponse, type TStyleTemplate } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { orders, styleTemplates } from '../db/schema/index.ts';
import { apiUrl } from './api-url.ts';
import { type CorpusTemplate, templatePptx } from './brand-corpus.ts';
import { callAs } from './team-factory.ts';
import { uploadWhole } from './upload-test-client.ts';

/** The team's owner saves a corpus template as a style template, with its brand settings. */
export async function saveBrandTemplate(
  db: Db,
  app: App,
  ownerToken: string,
  template: CorpusTemplate,
): Promise<TStyleTemplate> {
  const uploaded = await uploadWhole(app, ownerToken, {
    filename: 'Brand.pptx',
    tag: 'styleTemplate',
    bytes: await templatePptx(template),
    filetype: 'application/octet-stream',
  });
  expect(uploaded.statusCode).toBe(200);
  const created = await callAs(app, ownerToken, {
    method: 'POST',
    url: apiUrl(endpoints.styleTemplates.list),
    payload: { name: 'Brand 2026', templateFileId: uploaded.json().id },
  });
  expect(created.statusCode).toBe(201);
  const saved = created.json() as TStyleTemplate;
  await db
    .update(styleTemplates)
    .set({ brandSettings: template.settings })
    .where(eq(styleTemplates.id, saved.id));
  return saved;
}

/** The order's form chose that template in its style step. */
export async function chooseOrderTemplate(db: Db, orderId: number, templateId: number | null) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  await db
    .update(orders)
    .set({
      formValues: { ...order.formValues, style: { styleType: 'template', templateId, file: null } },
    })
    .where(eq(orders.id, orderId));
}

/** The order as staff read it (drafts included). */
export async function readStaffOrder(app: App, staffToken: string, orderId: number) {
  const response = await callAs(app, staffToken, {
    method: 'GET',
    url: apiUrl(endpoints.staff.order(orderId)),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TStaffOrderResponse;
}

/** The ids of every preview of the order, staff's drafts included, oldest delivery first. */
export async function draftPreviewIds(app: App, staffToken: string, orderId: number) {
  const view = await readStaffOrder(app, staffToken, orderId);
  return view.details.deliveries.flatMap((delivery) =>
    delivery.previews.map((preview) => preview.id),
  );
}
