import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { brandFindingKey, formatOrderNumber, ZBrandSettings } from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { queueSlidePreviews } from '../../modules/ordering/index.ts';
import { checkBrand } from '../../platform/documents/brand-check/check-brand.ts';
import type { UploadStore } from '../../platform/storage/upload-store.ts';
import type { Db } from '../database.ts';
import {
  brandFindingDecisions,
  orderDeliveries,
  orders,
  styleTemplates,
  uploadedFiles,
  users,
} from '../schema/index.ts';
import { chooseDemoTemplate } from './demo-order-work.ts';
import { assetsDirectory, pptxType, storeDemoFile } from './demo-style-templates.ts';

const templateName = 'Northwind corporate';
const acceptedReason =
  'Version 1 kept the launch pitch’s own look, as agreed on the kick-off call; version 2 moves it onto your template.';

/**
 * The brand check on first start (after demo-order-work, docs/review.md):
 * - 'Product launch pitch' (DH-10003) chose "Northwind corporate": its version 1 (the pitch
 *   deck) breaks the template in many places, each accepted as intended with the reason the
 *   customer reads in the report; its version 2 follows the template (0 issues).
 * - 'Sales kickoff' (DH-10005), in progress, chose the same template: staff have delivered a
 *   first draft the check holds back, so the console shows the publish gate with its findings
 *   while the customer sees nothing yet.
 * The render job renders and checks both once the server runs, as a real delivery's files.
 */
export async function seedDemoBrandCheck(db: Db, store: UploadStore, now = new Date()) {
  const [staff] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'staff@example.com'));
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.idempotencyKey, ['demo-order-3', 'demo-order-5']));
  const pitch = rows.find((row) => row.idempotencyKey === 'demo-order-3');
  const kickoff = rows.find((row) => row.idempotencyKey === 'demo-order-5');
  const [template] = await db
    .select({
      id: styleTemplates.id,
      settings: styleTemplates.brandSettings,
      storedName: uploadedFiles.storedName,
    })
    .from(styleTemplates)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, styleTemplates.templateFileId))
    .where(
      and(eq(styleTemplates.name, templateName), eq(styleTemplates.teamId, pitch?.teamId ?? 0)),
    );
  if (!staff || !pitch || !kickoff || !template) return;

  // DH-10003's version 1: the findings its check will have, each accepted with the reason.
  const [first] = await db
    .select({ id: orderDeliveries.id })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, pitch.id), eq(orderDeliveries.round, 1)));
  if (first) {
    const result = checkBrand({
      deck: await readFile(new URL('northwind-pitch.pptx', assetsDirectory)),
      template: await buffer(await store.openRead(template.storedName)),
      settings: ZBrandSettings.parse(template.settings),
    });
    const keys = result.status === 'checked' ? result.findings.map(brandFindingKey) : [];
    if (keys.length > 0) {
      await db
        .insert(brandFindingDecisions)
        .values(
          [...new Set(keys)].map((findingKey) => ({
            deliveryId: first.id,
            findingKey,
            reason: acceptedReason,
            staffUserId: staff.id,
            staffName: staff.name,
            decidedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
  }

  // DH-10005: the same template, and a first draft waiting for staff to publish it.
  await chooseDemoTemplate(db, kickoff, templateName);
  const name = `${formatOrderNumber(kickoff.id)} sales kickoff, first draft.pptx`;
  const fileId = await storeDemoFile(
    db,
    store,
    { teamId: kickoff.teamId, userId: staff.id },
    {
      asset: 'northwind-pitch.pptx',
      name,
      tag: 'deliverable',
      type: pptxType,
      storedAs: `draft-${kickoff.id}-1`,
    },
  );
  const [draft] = await db
    .insert(orderDeliveries)
    .values({
      orderId: kickoff.id,
      round: 1,
      note: 'The first draft of the kickoff deck, with every speaker on the agenda.',
      staffUserId: staff.id,
      createdAt: now,
      publishedAt: null,
    })
    .returning({ id: orderDeliveries.id });
  if (!draft) return;
  // A draft's file is not the team's until published.
  await db
    .update(uploadedFiles)
    .set({ teamId: null, orderId: kickoff.id, deliveryId: draft.id })
    .where(eq(uploadedFiles.id, fileId));
  await queueSlidePreviews(db, {
    orderId: kickoff.id,
    deliveryId: draft.id,
    files: [{ id: fileId, originalName: name }],
    now,
  });
}
