import type { TCustomerSettings } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { upsertCustomerSettings } from './customer-settings.queries.ts';

/**
 * PUT /v1/customers/settings (§3, §7): the object replaces what was saved before, whole. The
 * current user's `settings` (GET /v1/users/me, init) reads the same row.
 */
export async function saveCustomerSettings(options: {
  db: Db;
  userId: number;
  settings: TCustomerSettings;
  now?: Date;
}): Promise<TCustomerSettings> {
  return upsertCustomerSettings(options.db, {
    userId: options.userId,
    settings: options.settings,
    now: options.now ?? new Date(),
  });
}
