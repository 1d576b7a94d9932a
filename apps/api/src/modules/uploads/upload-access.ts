import { dayMs } from '@deckhand/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { UploadRow } from './uploads.queries.ts';

/** How long an anonymous uploader may read or remove their file by its id alone. */
export const anonymousAccessMs = dayMs;

/**
 * Who may touch an upload: staff read every file (they work on the customers' files) and write
 * their own; a team's file only that team's members; an anonymous file whoever holds its
 * unguessable id, for 24 hours and while no order has it.
 */
export function canAccessUpload(
  row: UploadRow,
  actor: Actor | null,
  options: { purpose: 'read' | 'write'; now?: Date } = { purpose: 'read' },
): boolean {
  const now = options.now ?? new Date();
  if (actor?.isStaff) return options.purpose === 'read' || row.userId === actor.userId;
  if (row.teamId !== null) return actor?.membership?.teamId === row.teamId;
  if (row.orderId !== null) return false;
  return now.getTime() - row.createdAt.getTime() < anonymousAccessMs;
}
