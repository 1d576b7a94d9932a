import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The rows of a raw statement, typed by the caller. Both drivers answer `db.execute` with an
 * object holding `rows`, but Drizzle types the result per driver; this is the one place that knows.
 */
export async function executeRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
