import {
  describeReviewEvent,
  type TReviewEvent,
  type TReviewLogResponse,
  toServerTimestamp,
} from '@deckhand/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderReviewEventRow, orderReviewEvents } from '../../../db/schema/index.ts';
import { verifyReviewChain } from './review-log-chain.ts';

/** An order's trail as stored, oldest first. */
export function listReviewEventRows(db: Db, orderId: number): Promise<OrderReviewEventRow[]> {
  return db
    .select()
    .from(orderReviewEvents)
    .where(eq(orderReviewEvents.orderId, orderId))
    .orderBy(asc(orderReviewEvents.seq));
}

export function toReviewEvent(row: OrderReviewEventRow): TReviewEvent {
  return {
    seq: row.seq,
    kind: row.kind,
    at: toServerTimestamp(row.createdAt),
    actor: { kind: row.actorKind, name: row.actorName },
    round: row.round,
    summary: describeReviewEvent(row.kind, row.round, row.details),
    details: row.details,
    hash: row.hash,
    previousHash: row.previousHash,
  };
}

/** The order's trail, oldest first, with the chain checked end to end. */
export async function loadReviewLog(db: Db, orderId: number): Promise<TReviewLogResponse> {
  const rows = await listReviewEventRows(db, orderId);
  return { events: rows.map(toReviewEvent), verification: verifyReviewChain(rows) };
}
