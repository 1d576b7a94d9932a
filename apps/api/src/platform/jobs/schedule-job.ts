import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';

export interface ScheduleJobInput {
  /** Which handler runs it (a key of the runner's handlers). */
  kind: string;
  /** Unique: scheduling the same key again queues nothing (a renewal is queued once). */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/**
 * Queues a job, in the caller's transaction when given one: `insert … on conflict (key) do
 * nothing`. Returns true when this call queued it, false when the key was already there.
 */
export async function scheduleJob(db: Db, input: ScheduleJobInput): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      key: input.key,
      runAt: input.runAt,
      payload: input.payload ?? {},
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Queues a finished job (done or failed) again under its key, to run at `runAt` with a fresh set
 * of attempts: work that was done must happen again (a renewal skipped while the plan was paused,
 * then met a gateway outage on resume). Returns false when no finished job has that key.
 */
export async function requeueJob(db: Db, key: string, runAt: Date): Promise<boolean> {
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', runAt, attempts: 0, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.key, key), inArray(jobs.status, ['done', 'failed'])))
    .returning({ id: jobs.id });
  return requeued.length > 0;
}
