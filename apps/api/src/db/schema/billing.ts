import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * Billing tables. Money is integer minor units (cents) beside a currency code; credits are
 * money too (a team's credit balance is an amount in its currency).
 */

/** The billing address of §3 and the tax details printed on receipts: one per team. */
export const billingProfiles = pgTable('billing_profiles', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  billingEmail: text('billing_email'),
  vatNumber: text('vat_number'),
  street: text('street'),
  city: text('city'),
  state: text('state'),
  postcode: text('postcode'),
  countryId: integer('country_id'),
  phoneCountryId: integer('phone_country_id'),
  phoneNumber: text('phone_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentMethodKinds = ['card', 'invoice'] as const;
export const paymentGateways = ['sandbox', 'stripe'] as const;

/**
 * A team's payment methods (§3): a card held by the gateway (only its reference, brand, last
 * four digits and expiry are stored here) or the invoice method. Removed methods keep their row
 * (payments point at them) with removed_at set; one live default per team.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: paymentMethodKinds }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** VAT number printed on this method's receipts and invoices (§3 `vat`). */
    vat: text('vat'),
    gateway: text('gateway', { enum: paymentGateways }),
    /** The gateway's id of the card (sandbox token, Stripe payment method id). */
    gatewayRef: text('gateway_ref'),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** Invoice method: where invoices go, and the purchase order they quote. */
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    countryId: integer('country_id'),
    poNumber: text('po_number'),
    poExpiresAt: date('po_expires_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_methods_kind_check', sql`${table.kind} in (${quotedList(paymentMethodKinds)})`),
    check(
      'payment_methods_card_check',
      sql`${table.kind} <> 'card' or (${table.gateway} is not null and ${table.gatewayRef} is not null and ${table.last4} is not null)`,
    ),
    index('payment_methods_team_idx').on(table.teamId),
    uniqueIndex('payment_methods_one_default')
      .on(table.teamId)
      .where(sql`${table.isDefault} and ${table.removedAt} is null`),
  ],
);

/** Credit packs of §3 (Bronze, Silver, Gold): the price, the credits it buys, its look. */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique('credit_packages_name_unique'),
    /** Price in minor units. */
    amount: integer('amount').notNull(),
    /** Credits bought, in minor units of the same currency (amount + discount). */
    credits: integer('credits').notNull(),
    currency: text('currency').notNull().default('USD'),
    colour: text('colour').notNull(),
    pros: jsonb('pros').$type<string[]>().notNull().default([]),
    /** About how many slides the credits buy: shown by the upsell popup of init. */
    approxSlides: integer('approx_slides').notNull().default(0),
    /** The pack the upsell popup offers (at most one). */
    isUpsell: boolean('is_upsell').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check(
      'credit_packages_amounts_check',
      sql`${table.amount} > 0 and ${table.credits} >= ${table.amount}`,
    ),
  ],
);

export const creditEntryKinds = ['purchase', 'spend', 'refund', 'adjustment'] as const;

/**
 * The credit ledger: append-only. A team's balance is the sum of its entries, kept beside them in
 * teams.credit_balance by the same statement that appends (never below zero). `reference` names
 * what caused the entry (a payment, an order, a staff adjustment) and is unique per team and
 * kind, so the same cause never credits or spends twice.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditEntryKinds }).notNull(),
    /** Signed minor units: purchases and refunds add, spends take away, adjustments either. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    paymentId: integer('payment_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_entries_kind_check', sql`${table.kind} in (${quotedList(creditEntryKinds)})`),
    check('credit_entries_balance_check', sql`${table.balanceAfter} >= 0`),
    unique('credit_entries_reference_unique').on(table.teamId, table.kind, table.reference),
    index('credit_entries_team_idx').on(table.teamId, table.id),
  ],
);

export const paymentPurposes = ['creditPack', 'subscription', 'order', 'orderExtra'] as const;
export const paymentStatuses = [
  'pending',
  'requiresAction',
  'succeeded',
  'failed',
  'refunded',
] as const;

/**
 * Every charge: what it pays for, how much, with which method, and where it stands. A request's
 * idempotency key is unique per team; the fingerprint of its parameters tells a retry (same
 * answer) from a reuse with other parameters (refused).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    /** How the method reads on history and receipts, kept as it was ('Visa •••• 4242'). */
    methodLabel: text('method_label').notNull(),
    gateway: text('gateway', { enum: paymentGateways }),
    gatewayPaymentId: text('gateway_payment_id').unique('payments_gateway_payment_id_unique'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    /** What the purpose needs to fulfil it (package id and credits, plan key ...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Given when the payment succeeds: the number printed on its receipt. */
    receiptNumber: text('receipt_number').unique('payments_receipt_number_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_purpose_check', sql`${table.purpose} in (${quotedList(paymentPurposes)})`),
    check('payments_status_check', sql`${table.status} in (${quotedList(paymentStatuses)})`),
    check('payments_amount_check', sql`${table.amount} > 0`),
    unique('payments_idempotency_unique').on(table.teamId, table.idempotencyKey),
    index('payments_team_idx').on(table.teamId, table.createdAt),
  ],
);

/** Gateway webhook events already handled, by the gateway's event id: each is applied once. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The gateway's own timestamp of the event. */
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Purchasable subscription plans (the Pro plan of §1). */
export const subscriptionPlans = pgTable('subscription_plans', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Price per period in minor units. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('USD'),
  intervalMonths: integer('interval_months').notNull().default(1),
  turnaroundHours: integer('turnaround_hours').notNull(),
  /** Slides a day the plan reserves: the team's daily capacity while it runs. */
  dailyCapacity: integer('daily_capacity').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** subscriptionProducts of the current user while the plan runs. */
  products: jsonb('products').$type<string[]>().notNull().default([]),
});

export const subscriptionStatuses = ['active', 'paused', 'pastDue', 'cancelled'] as const;

/**
 * A team's subscription: at most one that is not cancelled. Renewal charges the period's price at
 * current_period_end (a job); a failed renewal makes it past due and suspends the team.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planKey: text('plan_key')
      .notNull()
      .references(() => subscriptionPlans.key),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in (${quotedList(subscriptionStatuses)})`,
    ),
    uniqueIndex('subscriptions_one_live_per_team')
      .on(table.teamId)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type CreditPackageRow = typeof creditPackages.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
