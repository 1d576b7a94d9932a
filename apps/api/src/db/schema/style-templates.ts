import type { TBrandSettings } from '@deckhand/contract';
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
import { teams } from './teams.ts';
import { uploadedFiles } from './uploads.ts';
import { users } from './users.ts';

/**
 * A team's saved style template (§6, owners only): a name, the template file (pptx, potx) and a
 * cover image, both uploads of the team. `position` orders the reorderable list (§2.5) and the
 * styles step's choices.
 */
export const styleTemplates = pgTable(
  'style_templates',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateFileId: integer('template_file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'restrict' }),
    coverFileId: integer('cover_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
    /** What the brand check allows beyond the file: extra brand colours and the customer's rules. */
    brandSettings: jsonb('brand_settings')
      .$type<TBrandSettings>()
      .notNull()
      .default({ brandColours: [], rules: [] }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('style_templates_team_position_idx').on(table.teamId, table.position),
    check('style_templates_position_check', sql`${table.position} >= 0`),
  ],
);

export type StyleTemplateRow = typeof styleTemplates.$inferSelect;
export type NewStyleTemplateRow = typeof styleTemplates.$inferInsert;
