import { customerTypes, suspendedReasonKeys } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';

/** A customer account: orders, credits and billing belong to a team, people join it. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerType: text('customer_type', { enum: customerTypes }).notNull().default('new'),
    currency: text('currency').notNull().default('USD'),
    /**
     * Set when the team's people must sign in through this OpenID Connect provider (its id, e.g.
     * 'microsoft'): a password login answers 412 with the provider's sign-in address.
     */
    /**
     * Slides a day reserved for an enterprise team (its capacity plan); null when the team has none.
     * Drives hasDailyCapacity of the current user and the insights dashboard.
     */
    dailyCapacity: integer('daily_capacity'),
    requiredIdentityProvider: text('required_identity_provider'),
    /** The team asks its own questions on each order (§6 custom fields, enterprise plans). */
    supportsCustomFields: boolean('supports_custom_fields').notNull().default(false),
    /** The team may mark orders confidential (§3 supportsConfidentialOrder); staff turn it on. */
    supportsConfidentialOrder: boolean('supports_confidential_order').notNull().default(false),
    /**
     * The sum of the team's credit ledger (minor units of its currency), moved by the same
     * statement that appends an entry: never below zero.
     */
    creditBalance: integer('credit_balance').notNull().default(0),
    /** The team's customer at the payment gateway (Stripe customer id); null until needed. */
    gatewayCustomerId: text('gateway_customer_id'),
    /** Set while the account is suspended (§3 suspendedReason): a reason key and a comment. */
    suspendedReason: text('suspended_reason', { enum: suspendedReasonKeys }),
    suspendedComment: text('suspended_comment'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The billing summary the current user of §3 reads with every session, kept by database
     * triggers on credit_entries, payment_methods, billing_profiles and subscriptions (migration
     * 0005), so that the session's query reads it without a subquery. Never written by the app.
     */
    purchasedPackages: boolean('purchased_packages').notNull().default(false),
    cardDigits: text('card_digits'),
    billingCountryId: integer('billing_country_id'),
    hasVatNumber: boolean('has_vat_number').notNull().default(false),
    subscriptionSummary: jsonb('subscription_summary').$type<{
      planKey: string;
      status: string;
      products: string[];
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'teams_customer_type_check',
      sql`${table.customerType} in (${quotedList(customerTypes)})`,
    ),
    check('teams_credit_balance_check', sql`${table.creditBalance} >= 0`),
    check(
      'teams_suspended_reason_check',
      sql`${table.suspendedReason} is null or ${table.suspendedReason} in (${quotedList(suspendedReasonKeys)})`,
    ),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
