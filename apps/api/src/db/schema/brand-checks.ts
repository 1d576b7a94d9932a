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
  unique,
} from 'drizzle-orm/pg-core';
import { orderDeliveries } from './order-work.ts';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { slidePreviews } from './slide-previews.ts';
import { users } from './users.ts';

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

/**
 * Staff's decision that a finding of a delivery's checks is intended, with the reason the
 * customer reads. Kept under the delivery (the version) and the finding's key
 * (`brandFindingKey`): a re-render, and a fixed deck that replaces a draft's files, keep the
 * decisions of the findings they find again. The staff member's name is written at the time.
 */
export const brandFindingDecisions = pgTable(
  'brand_finding_decisions',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    findingKey: text('finding_key').notNull(),
    reason: text('reason').notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('brand_finding_decisions_finding_unique').on(table.deliveryId, table.findingKey),
  ],
);
export type BrandFindingDecisionRow = typeof brandFindingDecisions.$inferSelect;
