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
