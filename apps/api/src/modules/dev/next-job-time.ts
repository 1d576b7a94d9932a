import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';

/** When the order's next queued job runs (its keys name it: `order-…:<id>:…`); null if none. */
export async function findNextJobTime(db: Db, orderId: number): Promise<Date | null> {
  const [next] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), like(jobs.key, `order-%:${orderId}:%`)))
    .orderBy(asc(jobs.runAt))
    .limit(1);
  return next?.runAt ?? null;
}
