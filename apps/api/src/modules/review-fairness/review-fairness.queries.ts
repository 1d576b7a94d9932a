import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orderReviewEvents } from '../../db/schema/index.ts';

export interface AutoApprovalMonthRow {
  /** YYYY-MM, UTC. */
  month: string;
  autoApproved: number;
  neverOpened: number;
}

const opened = alias(orderReviewEvents, 'opened');
const approved = orderReviewEvents;

/**
 * The automatic approvals made in [from, until), counted by month (UTC) in the database, with
 * how many were of a version no customer or guest had opened before (no earlier `versionOpened`
 * row of theirs for the order and round). Months without one are left out.
 */
export async function countAutoApprovalsByMonth(
  db: Db,
  range: { from: Date; until: Date },
): Promise<AutoApprovalMonthRow[]> {
  // At time zone 'UTC': a month is the same on every server, whatever its session's zone.
  const month = sql<string>`to_char(${approved.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const wasOpened = db
    .select({ one: sql`1` })
    .from(opened)
    .where(
      and(
        eq(opened.orderId, approved.orderId),
        eq(opened.round, approved.round),
        // Opened before it was approved: a look afterwards does not make the approval fair.
        lt(opened.seq, approved.seq),
        eq(opened.kind, 'versionOpened'),
        inArray(opened.actorKind, ['customer', 'guest']),
      ),
    );
  const rows = await db
    .select({
      month,
      autoApproved: sql<number>`count(*)::int`,
      neverOpened: sql<number>`(count(*) filter (where ${notExists(wasOpened)}))::int`,
    })
    .from(approved)
    .where(
      and(
        eq(approved.kind, 'autoApproved'),
        gte(approved.createdAt, range.from),
        lt(approved.createdAt, range.until),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({
    month: row.month,
    autoApproved: Number(row.autoApproved),
    neverOpened: Number(row.neverOpened),
  }));
}
