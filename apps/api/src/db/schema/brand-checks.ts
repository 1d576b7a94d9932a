import { brandCheckReasons, type TBrandFinding } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { slidePreviews } from './slide-previews.ts';

/**
 * The brand check of one delivered file (platform/documents/brand-check): run by the file's
 * render job against the style template the order chose, kept beside its preview. A file that
 * could not be checked says why (`reason`). Findings past the contract's `findingsMax` are
 * counted in `more_findings`, not kept.
 */
export const brandChecks = pgTable(
  'brand_checks',
  {
    id: serial('id').primaryKey(),
    previewId: integer('preview_id')
      .notNull()
      .unique('brand_checks_preview_unique')
      .references(() => slidePreviews.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['checked', 'notChecked'] }).notNull(),
    reason: text('reason', { enum: brandCheckReasons }),
    templateName: text('template_name'),
    findings: jsonb('findings').$type<TBrandFinding[]>().notNull().default([]),
    moreFindings: integer('more_findings').notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('brand_checks_status_check', sql`${table.status} in ('checked', 'notChecked')`),
    check(
      'brand_checks_reason_check',
      sql`(${table.status} = 'checked' and ${table.reason} is null) or (${table.status} = 'notChecked' and ${table.reason} in (${quotedList(brandCheckReasons)}))`,
    ),
    index('brand_checks_order_idx').on(table.orderId),
  ],
);
export type BrandCheckRow = typeof brandChecks.$inferSelect;
export type NewBrandCheckRow = typeof brandChecks.$inferInsert;
