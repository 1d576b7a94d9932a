import { customFieldKinds } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';

/**
 * A question a team asks on each order (§6 custom fields, teams with supports_custom_fields):
 * text, number, date or select (with its `options`), required or not, in `position` order.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    kind: text('kind', { enum: customFieldKinds }).notNull(),
    required: boolean('required').notNull().default(false),
    /** The choices of a select field; empty for the other kinds. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('custom_fields_kind_check', sql`${table.kind} in (${quotedList(customFieldKinds)})`),
    index('custom_fields_team_position_idx').on(table.teamId, table.position),
  ],
);

export type CustomFieldRow = typeof customFields.$inferSelect;
export type NewCustomFieldRow = typeof customFields.$inferInsert;
