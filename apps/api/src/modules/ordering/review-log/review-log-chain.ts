import { createHash } from 'node:crypto';
import type {
  TReviewActorKind,
  TReviewEventDetails,
  TReviewEventKind,
  TReviewLogVerification,
} from '@deckhand/contract';

/** The first row's previous hash. */
export const chainStart = '0'.repeat(64);

/** What a row's hash covers: every field it shows, and the hash of the row before it. */
export interface ChainedFields {
  orderId: number;
  seq: number;
  kind: TReviewEventKind;
  actorKind: TReviewActorKind;
  actorUserId: number | null;
  actorName: string;
  round: number | null;
  details: TReviewEventDetails;
  createdAt: Date;
  previousHash: string;
}

/** Details with their keys in order: the same facts always hash the same. */
function sortedDetails(details: TReviewEventDetails): [string, unknown][] {
  return Object.keys(details)
    .sort()
    .map((key) => [key, details[key]]);
}

/**
 * SHA-256 (hex) of the row's fields as a JSON array in a fixed order (docs/review.md, "The audit
 * trail"): [orderId, seq, kind, actorKind, actorUserId, actorName, round, details as sorted
 * [key, value] pairs, createdAt as ISO 8601 UTC with milliseconds, previousHash].
 */
export function hashReviewEvent(fields: ChainedFields): string {
  const canonical = JSON.stringify([
    fields.orderId,
    fields.seq,
    fields.kind,
    fields.actorKind,
    fields.actorUserId,
    fields.actorName,
    fields.round,
    sortedDetails(fields.details),
    fields.createdAt.toISOString(),
    fields.previousHash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Walks an order's rows in `seq` order: each must follow the one before (1, 2, 3 …), carry its
 * hash, and hash to what it says. Names the first row that does not, and why.
 */
export function verifyReviewChain(
  rows: readonly (ChainedFields & { hash: string })[],
): TReviewLogVerification {
  let previous = chainStart;
  for (const [index, row] of rows.entries()) {
    const broken = (reason: 'sequence' | 'link' | 'hash') => ({
      isIntact: false,
      checked: index + 1,
      firstBroken: { seq: row.seq, reason },
    });
    if (row.seq !== index + 1) return broken('sequence');
    if (row.previousHash !== previous) return broken('link');
    if (hashReviewEvent(row) !== row.hash) return broken('hash');
    previous = row.hash;
  }
  return { isIntact: true, checked: rows.length, firstBroken: null };
}
