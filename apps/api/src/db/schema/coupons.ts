import { couponKinds, treatmentKeys } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';

/**
 * A coupon code (§4 Coupon). `code` is stored upper-case; customers type it in any case.
 * percentage: `percentage` (1–100) off the subtotal; fixed: `amount` minor units of `currency`.
 * Null limits mean none: any flow, any treatment, no expiry, unlimited redemptions.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('coupons_code_unique'),
    kind: text('kind', { enum: couponKinds }).notNull(),
    percentage: integer('percentage'),
    amount: integer('amount'),
    currency: text('currency'),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    maxRedemptionsPerTeam: integer('max_redemptions_per_team'),
    flowKeys: text('flow_keys').array(),
    treatments: text('treatments').array(),
    /** Offered in the coupon step as the upsell coupon (§3 Coupon upsellCoupon). */
    upsell: boolean('upsell').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_kind_check', sql`${table.kind} in (${quotedList(couponKinds)})`),
    check(
      'coupons_value_check',
      sql`(${table.kind} = 'percentage' and ${table.percentage} between 1 and 100) or (${table.kind} = 'fixed' and ${table.amount} > 0 and ${table.currency} is not null)`,
    ),
    check(
      'coupons_treatments_check',
      sql`${table.treatments} is null or ${table.treatments} <@ array[${quotedList(treatmentKeys)}]::text[]`,
    ),
  ],
);

/** One use of a coupon by a placed order: what it took off, for limits and reports. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('coupon_redemptions_order_unique').on(table.orderId),
    index('coupon_redemptions_coupon_team_idx').on(table.couponId, table.teamId),
    check('coupon_redemptions_discount_check', sql`${table.discount} >= 0`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
