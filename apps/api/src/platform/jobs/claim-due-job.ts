import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type JobRow, jobs } from '../../db/schema/index.ts';

/** Which kinds a lane claims: these only, or all but these. */
export type LaneKinds = { only: readonly string[] } | { except: readonly string[] };

/** Whether a lane claims jobs of `kind`. */
export const isInLane = (lane: LaneKinds, kind: string): boolean =>
  'only' in lane ? lane.only.includes(kind) : !lane.except.includes(kind);

/**
 * Claims the next due job: a queued one whose time has come, or a running one whose lock has
 * passed (its instance died). FOR UPDATE SKIP LOCKED lets instances claim side by side without
 * ever claiming the same row.
 */
export async function claimDueJob(
  db: Db,
  now: Date,
  lockMs: number,
  lane: LaneKinds,
): Promise<JobRow | null> {
  const lockedUntil = new Date(now.getTime() + lockMs);
  const nowParam = now.toISOString();
  const listed = 'only' in lane ? lane.only : lane.except;
  const kinds = sql.join(
    listed.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const inLane =
    listed.length === 0
      ? sql`true`
      : 'only' in lane
        ? sql`kind in (${kinds})`
        : sql`kind not in (${kinds})`;
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', lockedUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} = (
        select id from jobs
        where ((status = 'queued' and run_at <= ${nowParam}::timestamptz)
           or (status = 'running' and locked_until < ${nowParam}::timestamptz))
          and ${inLane}
        order by run_at, id
        limit 1
        for update skip locked
      )`,
    )
    .returning();
  return job ?? null;
}
