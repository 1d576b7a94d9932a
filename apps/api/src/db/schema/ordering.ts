import type { TOrderComponentName, TOrderStepKey, TTreatmentKey } from '@deckhand/contract';
import { treatmentKeys } from '@deckhand/contract';
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
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';

/**
 * Ordering reference data: flows, enterprise clients, price tables, provider holidays and the
 * provider's daily capacity. Seeded in every environment (db/seed/ordering-reference.ts); staff
 * edit them later. Money is integer minor units beside a currency code.
 */

/** What a flow offers and how its form is laid out (order_flows.definition). */
export interface FlowDefinition {
  steps: {
    key: TOrderStepKey;
    title: string;
    description: string;
    components: TOrderComponentName[];
  }[];
  /** Treatments offered, in order; the first is preselected when there is only one. */
  treatments: TTreatmentKey[];
  /** Turnaround keys offered (turnarounds.key), fastest first. */
  turnarounds: string[];
  /** Add-on keys offered (addon_prices.addon_key). */
  addons: string[];
  slides: { min: number; max: number; fixed: number | null };
  styleTypes: ('template' | 'file' | 'recommendation')[];
  /** A fixed offer: the whole order costs `amount` (minor units), whatever the table says. */
  offer: {
    amount: number;
    label: string;
    /** A team may take the offer once (the trial); cancelled orders do not count. */
    oncePerTeam: boolean;
  } | null;
}

/** An enterprise customer with its own landing page and order flow (§1: about twenty). */
export const enterpriseClients = pgTable('enterprise_clients', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  branding: jsonb('branding').$type<{ primaryColor: string; tagline: string }>().notNull(),
  /** The customer team whose people order through this client's flow (its custom fields). */
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  /** Two landing pages hide the footer (§2.2). */
  hideFooter: boolean('hide_footer').notNull().default(false),
});

export const flowKinds = ['public', 'client'] as const;

/** One order flow (order-now, order-ads, quote, try-us-out, 10-for-49, one per client). */
export const orderFlows = pgTable(
  'order_flows',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: flowKinds }).notNull(),
    name: text('name').notNull(),
    stepped: boolean('stepped').notNull().default(true),
    isQuote: boolean('is_quote').notNull().default(false),
    clientKey: text('client_key').references(() => enterpriseClients.key, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('USD'),
    definition: jsonb('definition').$type<FlowDefinition>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('order_flows_kind_check', sql`${table.kind} in (${quotedList(flowKinds)})`),
    check(
      'order_flows_client_check',
      sql`(${table.kind} = 'client') = (${table.clientKey} is not null)`,
    ),
  ],
);

/** Turnarounds a flow can offer: how many working hours until delivery. */
export const turnarounds = pgTable('turnarounds', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  hours: integer('hours').notNull(),
  /** Only for teams with the Pro plan (subscriptionProducts holds 'pro'). */
  proOnly: boolean('pro_only').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/**
 * Price per slide by treatment and turnaround. A row without flow_key is the list price; a row
 * with one is that flow's price (an enterprise client's negotiated price), which wins.
 */
export const treatmentPrices = pgTable(
  'treatment_prices',
  {
    id: serial('id').primaryKey(),
    flowKey: text('flow_key').references(() => orderFlows.key, { onDelete: 'cascade' }),
    treatment: text('treatment', { enum: treatmentKeys }).notNull(),
    turnaround: text('turnaround')
      .notNull()
      .references(() => turnarounds.key),
    pricePerSlide: integer('price_per_slide').notNull(),
    currency: text('currency').notNull().default('USD'),
  },
  (table) => [
    check(
      'treatment_prices_treatment_check',
      sql`${table.treatment} in (${quotedList(treatmentKeys)})`,
    ),
    check('treatment_prices_price_check', sql`${table.pricePerSlide} >= 0`),
    unique('treatment_prices_unique')
      .on(table.flowKey, table.treatment, table.turnaround)
      .nullsNotDistinct(),
  ],
);

/** Add-ons (grammar check among them): a price per slide; flow rows win over list rows. */
export const addonPrices = pgTable(
  'addon_prices',
  {
    id: serial('id').primaryKey(),
    flowKey: text('flow_key').references(() => orderFlows.key, { onDelete: 'cascade' }),
    addonKey: text('addon_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePerSlide: integer('price_per_slide').notNull(),
    currency: text('currency').notNull().default('USD'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('addon_prices_price_check', sql`${table.pricePerSlide} >= 0`),
    unique('addon_prices_unique').on(table.flowKey, table.addonKey).nullsNotDistinct(),
  ],
);

/** VAT charged to EU customers without a VAT number, by country (ISO code), in basis points. */
export const vatRates = pgTable('vat_rates', {
  countryCode: text('country_code').primaryKey(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
});

/**
 * Days the provider is closed or short of designers (the holiday calendar of §3). Delivery
 * dates skip days with no availability; the date picker blocks them with the title as reason.
 */
export const providerHolidays = pgTable(
  'provider_holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    noAvailability: boolean('no_availability').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_holidays_date_idx').on(table.date)],
);

/** The provider's production settings: one row (id 1). */
export const providerSettings = pgTable('provider_settings', {
  id: integer('id').primaryKey().default(1),
  /** Slides the designers finish a day; delivery moves on when a day is booked full. */
  dailySlideCapacity: integer('daily_slide_capacity').notNull(),
  /** The zone the provider's working days are counted in. */
  timeZone: text('time_zone').notNull(),
});

export type EnterpriseClientRow = typeof enterpriseClients.$inferSelect;
export type OrderFlowRow = typeof orderFlows.$inferSelect;
export type TurnaroundRow = typeof turnarounds.$inferSelect;
export type TreatmentPriceRow = typeof treatmentPrices.$inferSelect;
export type AddonPriceRow = typeof addonPrices.$inferSelect;
export type ProviderHolidayRow = typeof providerHolidays.$inferSelect;
export type ProviderSettingsRow = typeof providerSettings.$inferSelect;
