import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { listenForQueuedJobs } from './queued-job-feed.ts';
import { requeueJob, scheduleJob } from './schedule-job.ts';

const ctx = useTestContext();

afterEach(async () => {
  await ctx.database.db.execute(sql`delete from jobs`);
});

/** Listens (on PGlite or PostgreSQL, as the run's database is) and gathers what it hears. */
async function listen() {
  const app = await ctx.createApp();
  const heard: (string | null)[] = [];
  let isListening = false;
  const stop = await listenForQueuedJobs(ctx.database, app.log, (kind) => {
    if (kind === 'probe') isListening = true;
    else heard.push(kind);
  });
  // PostgreSQL's LISTEN connection comes up on its own: it is up once a job due now is heard.
  let probes = 0;
  await vi.waitFor(async () => {
    probes += 1;
    await scheduleJob(ctx.database.db, {
      kind: 'probe',
      key: `probe:${probes}`,
      runAt: new Date(),
    });
    expect(isListening).toBe(true);
  });
  // What it says on coming up (null: look at every kind) is not what these tests are about.
  heard.length = 0;
  return { heard, stop };
}

describe('listenForQueuedJobs', () => {
  it('hears the kind of a job due now once its transaction commits, never before', async () => {
    const { heard, stop } = await listen();
    try {
      await ctx.database.db.transaction(async (tx) => {
        await scheduleJob(tx, { kind: 'render', key: 'render:1', runAt: new Date() });
        expect(heard).toEqual([]);
      });
      await vi.waitFor(() => expect(heard).toEqual(['render']));
    } finally {
      await stop();
    }
  });

  it('hears nothing of a job due later, and a finished job queued again now', async () => {
    const { db } = ctx.database;
    const { heard, stop } = await listen();
    try {
      await scheduleJob(db, {
        kind: 'renewal',
        key: 'renewal:1',
        runAt: new Date(Date.now() + 3_600_000),
      });
      await db.execute(sql`update jobs set status = 'done' where key = 'renewal:1'`);
      expect(await requeueJob(db, 'renewal:1', new Date())).toBe(true);
      // Messages come in commit order: the mail's comes after any the renewal's first insert made.
      await scheduleJob(db, { kind: 'mail', key: 'mail:1', runAt: new Date() });
      await vi.waitFor(() => expect(heard).toEqual(['renewal', 'mail']));
    } finally {
      await stop();
    }
  });
});
