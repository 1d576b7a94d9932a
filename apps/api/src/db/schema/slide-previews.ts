import { slidePreviewStatuses } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SlideShape } from '../../platform/documents/pptx-structure.ts';
import { orderDeliveries } from './order-work.ts';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { uploadedFiles } from './uploads.ts';

/**
 * The review studio's rendering of one delivered file (a PDF, or a presentation LibreOffice
 * converts): queued with the delivery, rendered by a background job, its slides' images in the
 * upload store under `slideImageKey`. `attempt` grows with each retry (it names the job).
 */
export const slidePreviews = pgTable(
  'slide_previews',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .unique('slide_previews_file_unique')
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdf', 'presentation'] }).notNull(),
    status: text('status', { enum: slidePreviewStatuses }).notNull().default('queued'),
    slideCount: integer('slide_count'),
    slidesDone: integer('slides_done').notNull().default(0),
    failureReason: text('failure_reason'),
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'slide_previews_status_check',
      sql`${table.status} in (${quotedList(slidePreviewStatuses)})`,
    ),
    check('slide_previews_kind_check', sql`${table.kind} in ('pdf', 'presentation')`),
    index('slide_previews_order_idx').on(table.orderId),
  ],
);
export type SlidePreviewRow = typeof slidePreviews.$inferSelect;

/** One rendered slide of a preview: its large image's size and its text (for search and carrying). */
export const previewSlides = pgTable(
  'preview_slides',
  {
    previewId: integer('preview_id')
      .notNull()
      .references(() => slidePreviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    text: text('text').notNull().default(''),
    /** The slide's id in a PPTX (PowerPoint keeps it across saves); null for other files. */
    slideKey: text('slide_key'),
    /** The slide's look in small (slide-fingerprint.ts), base64; null if it could not be made. */
    fingerprint: text('fingerprint'),
    /** The PPTX's shapes on the slide, as fractions of it; null when unknown. */
    shapes: jsonb('shapes').$type<SlideShape[]>(),
  },
  (table) => [
    primaryKey({ columns: [table.previewId, table.position] }),
    check('preview_slides_position_check', sql`${table.position} >= 1`),
  ],
);
export type PreviewSlideRow = typeof previewSlides.$inferSelect;

/**
 * Where one slide of a version differs from its pair in another (the compare view's highlight):
 * computed once per pair of slides with pixelmatch and kept, so every instance answers it again
 * without the images.
 */
export const slideComparisons = pgTable(
  'slide_comparisons',
  {
    previewId: integer('preview_id')
      .notNull()
      .references(() => slidePreviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    otherPreviewId: integer('other_preview_id')
      .notNull()
      .references(() => slidePreviews.id, { onDelete: 'cascade' }),
    otherPosition: integer('other_position').notNull(),
    /** The preview's render attempts compared (a re-render is compared again). */
    attempts: text('attempts').notNull(),
    regions: jsonb('regions').$type<{ x: number; y: number; w: number; h: number }[]>().notNull(),
    changedShare: doublePrecision('changed_share').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.previewId, table.position, table.otherPreviewId, table.otherPosition],
    }),
  ],
);
