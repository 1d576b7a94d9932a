import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** People who sign in: customers and staff. Emails are stored lower-case (checked). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Random, for addresses that leave the app (unsubscribe links); the serial id never does. */
    publicId: uuid('public_id').notNull().defaultRandom().unique('users_public_id_unique'),
    email: text('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    /** Null for accounts that only sign in through an external provider. */
    passwordHash: text('password_hash'),
    isStaff: boolean('is_staff').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    receiveOffers: boolean('receive_offers').notNull().default(false),
    company: text('company'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    /** ISO 3166-1 numeric code: the id of GET /v1/countries/names. */
    countryId: integer('country_id'),
    phone: text('phone'),
    dialCode: integer('dial_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lower_check', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
