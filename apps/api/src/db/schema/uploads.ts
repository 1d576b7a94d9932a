import { uploadStatuses, uploadTags } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderDeliveries } from './order-work.ts';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A file sent through the tus endpoint (/uploads/). Bytes live in the storage adapter under
 * `stored_name` (server-generated); clients see `public_id`. team_id is null while an anonymous
 * visitor's upload waits for its order; order_id is set when an order takes the file.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id')
      .notNull()
      .default(sql`gen_random_uuid()`)
      .unique('uploaded_files_public_id_unique'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tag: text('tag', { enum: uploadTags }).notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    declaredType: text('declared_type').notNull(),
    detectedType: text('detected_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status', { enum: uploadStatuses }).notNull().default('uploading'),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Set when staff deliver the file (tag `deliverable`) in a delivery of the order. */
    deliveryId: integer('delivery_id').references(() => orderDeliveries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('uploaded_files_tag_check', sql`${table.tag} in (${quotedList(uploadTags)})`),
    check('uploaded_files_status_check', sql`${table.status} in (${quotedList(uploadStatuses)})`),
    index('uploaded_files_team_created_idx').on(table.teamId, table.createdAt),
    index('uploaded_files_order_idx').on(table.orderId),
  ],
);

/**
 * Who may write an upload right now (the tus locker, platform/storage/upload-locker.ts): one row
 * per upload being written, held by one request of one instance until it ends or its lease runs
 * out. Another request asks the holder to let go with `release_requested` (tus: a client that
 * resumes supersedes a stale request). Rows live only while uploads are written.
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
});
