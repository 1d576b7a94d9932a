import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A timestamp as the server answers it (toServerTimestamp: milliseconds, then '000Z'), written by
 * the database: a page's timestamps are neither parsed into Dates nor formatted again in Node.
 * Milliseconds are cut, not rounded, as a JavaScript Date cuts them.
 */
export const serverTimestamp = <T extends string | null>(column: AnyColumn) =>
  sql<T>`to_char(date_trunc('milliseconds', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"000Z"')`;
