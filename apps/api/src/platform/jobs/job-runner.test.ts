import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, wrapPostgres } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  createJobRunner,
  defaultMaxAttempts,
  defaultRetryDelayMs,
  type JobHandler,
} from './job-runner.ts';
import type { OnJobQueued } from './queued-job-feed.ts';
import { requeueJob, scheduleJob } from './schedule-job.ts';

const ctx = useTestContext();
const t0 = new Date('2030-01-01T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

const extraDatabases: Database[] = [];
afterEach(async () => {
  await ctx.database.db.execute(sql`delete from jobs`);
  await Promise.all(extraDatabases.splice(0).map((database) => database.close()));
});

/** A promise and what settles it (Promise.withResolvers needs Node 22). */
function signal() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function readJob(key: string) {
  const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

describe('scheduleJob', () => {
  it('queues a key once, however often it is scheduled', async () => {
    const { db } = ctx.database;
    const input = { kind: 'probe', key: 'probe:once', runAt: t0, payload: { n: 1 } };
    expect(await scheduleJob(db, input)).toBe(true);
    expect(await scheduleJob(db, { ...input, payload: { n: 2 } })).toBe(false);
    const rows = await db.select().from(jobs).where(eq(jobs.key, 'probe:once'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0, payload: { n: 1 } });
  });
});

describe('createJobRunner', () => {
  it('runs due jobs once and leaves future ones queued', async () => {
    const { db } = ctx.database;
    const seen: string[] = [];
    const runner = createJobRunner({
      db,
      handlers: { probe: async (job) => void seen.push(job.key) },
    });
    await scheduleJob(db, { kind: 'probe', key: 'due', runAt: t0 });
    await scheduleJob(db, { kind: 'probe', key: 'future', runAt: later(60_000) });

    expect(await runner.runDueJobs(t0)).toBe(1);
    expect(await runner.runDueJobs(t0)).toBe(0);
    expect(seen).toEqual(['due']);
    expect(await readJob('due')).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect((await readJob('due'))?.finishedAt).not.toBeNull();
    expect(await readJob('future')).toMatchObject({ status: 'queued', attempts: 0 });

    expect(await runner.runDueJobs(later(60_000))).toBe(1);
    expect(seen).toEqual(['due', 'future']);
  });

  it('runs a kind in its own lane: a long job there never holds up the other kinds', async () => {
    const { db } = ctx.database;
    const seen: string[] = [];
    let finishRender: () => void = () => undefined;
    const renderHeld = new Promise<void>((resolve) => {
      finishRender = resolve;
    });
    const runner = createJobRunner({
      db,
      handlers: {
        render: async (job) => {
          seen.push(job.key);
          await renderHeld;
        },
        event: async (job) => void seen.push(job.key),
      },
      ownLanes: [['render']],
    });
    await scheduleJob(db, { kind: 'render', key: 'render-1', runAt: t0 });
    await scheduleJob(db, { kind: 'event', key: 'event-1', runAt: later(1) });
    await scheduleJob(db, { kind: 'event', key: 'event-2', runAt: later(2) });
    const running = runner.runDueJobs(later(5));
    // The events run while the render is still under way.
    await expect.poll(async () => (await readJob('event-2'))?.status).toBe('done');
    expect(await readJob('render-1')).toMatchObject({ status: 'running' });
    finishRender();
    expect(await running).toBe(3);
    expect(seen).toEqual(['render-1', 'event-1', 'event-2']);
    expect(await readJob('render-1')).toMatchObject({ status: 'done' });
  });

  it('two runners racing over 50 jobs run each exactly once', async () => {
    const { db } = ctx.database;
    // On PostgreSQL the second runner has its own pool: two instances of the app.
    const url = ctx.testDatabase.url;
    let otherDb = db;
    if (url) {
      const other = wrapPostgres(new pg.Pool({ connectionString: url, max: 3 }), 'second');
      extraDatabases.push(other);
      otherDb = other.db;
    }
    for (let i = 0; i < 50; i += 1) {
      await scheduleJob(db, { kind: 'count', key: `race:${i}`, runAt: t0 });
    }
    const runs = new Map<string, number>();
    const handler: JobHandler = async (job, deps) => {
      await deps.db.execute(sql`select 1`);
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
    };
    const runners = [db, db, otherDb, otherDb].map((runnerDb) =>
      createJobRunner({ db: runnerDb, handlers: { count: handler } }),
    );
    const counts = await Promise.all(runners.map((runner) => runner.runDueJobs(t0)));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(50);
    expect(runs.size).toBe(50);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('claims a running job again once its lock has passed (its instance died)', async () => {
    const { db } = ctx.database;
    await scheduleJob(db, { kind: 'probe', key: 'stuck', runAt: t0 });
    // An instance claimed it at t0 with a one-minute lock, then died.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: later(60_000) })
      .where(eq(jobs.key, 'stuck'));
    const seen: string[] = [];
    const runner = createJobRunner({
      db,
      lockMs: 60_000,
      handlers: { probe: async (job) => void seen.push(job.key) },
    });

    expect(await runner.runDueJobs(later(30_000))).toBe(0);
    expect(await runner.runDueJobs(later(90_000))).toBe(1);
    expect(seen).toEqual(['stuck']);
    expect(await readJob('stuck')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('retries a failing job with a delay, keeps the error, and stops after the last attempt', async () => {
    const { db } = ctx.database;
    const logged: Record<string, unknown>[] = [];
    let calls = 0;
    const runner = createJobRunner({
      db,
      maxAttempts: 3,
      retryDelayMs: () => 60_000,
      logger: { info: () => {}, error: (object) => void logged.push(object) },
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      },
    });
    await scheduleJob(db, { kind: 'flaky', key: 'flaky', runAt: t0 });

    expect(await runner.runDueJobs(t0)).toBe(1);
    const first = await readJob('flaky');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: boom 1' });
    expect(first?.runAt.toISOString()).toBe(later(60_000).toISOString());
    expect(await runner.runDueJobs(later(30_000))).toBe(0);

    expect(await runner.runDueJobs(later(60_000))).toBe(1);
    expect(await runner.runDueJobs(later(120_000))).toBe(1);
    expect(await readJob('flaky')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: boom 3',
    });
    expect(await runner.runDueJobs(later(10 * 60_000))).toBe(0);
    expect(calls).toBe(3);
    expect(logged.map((entry) => entry.giveUp)).toEqual([false, false, true]);
  });

  it('hands the handler the time it runs at, and by default retries for days (issue 32)', async () => {
    const { db } = ctx.database;
    const times: Date[] = [];
    const runner = createJobRunner({
      db,
      handlers: { clock: async (_, { now }) => void times.push(now) },
    });
    await scheduleJob(db, { kind: 'clock', key: 'clock', runAt: t0 });
    expect(await runner.runDueJobs(later(5_000))).toBe(1);
    expect(times).toEqual([later(5_000)]);

    // A minute, doubling to an hour, then hourly: the attempts outlast a multi-day outage.
    expect([1, 2, 6, 7, 50].map(defaultRetryDelayMs)).toEqual([
      60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    let waited = 0;
    for (let attempts = 1; attempts < defaultMaxAttempts; attempts += 1) {
      waited += defaultRetryDelayMs(attempts);
    }
    expect(waited / 86_400_000).toBeGreaterThan(3.5);
  });

  it('queues a finished job again under its key with fresh attempts', async () => {
    const { db } = ctx.database;
    await scheduleJob(db, { kind: 'probe', key: 'again', runAt: t0 });
    const runner = createJobRunner({ db, handlers: { probe: async () => {} } });
    expect(await requeueJob(db, 'again', t0)).toBe(false);
    expect(await runner.runDueJobs(t0)).toBe(1);
    expect(await requeueJob(db, 'again', later(60_000))).toBe(true);
    const requeued = await readJob('again');
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null });
    expect(requeued?.runAt.toISOString()).toBe(later(60_000).toISOString());
    expect(await runner.runDueJobs(later(60_000))).toBe(1);
    expect(await readJob('again')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('fails a job of an unknown kind at once', async () => {
    const { db } = ctx.database;
    const runner = createJobRunner({ db, handlers: {} });
    await scheduleJob(db, { kind: 'nobody', key: 'orphan', runAt: t0 });
    expect(await runner.runDueJobs(t0)).toBe(1);
    expect(await readJob('orphan')).toMatchObject({
      status: 'failed',
      lastError: 'Error: no handler for job kind nobody',
    });
  });

  it('stop() waits for the job that is running, and polling runs due jobs', async () => {
    const { db } = ctx.database;
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let done = false;
    const runner = createJobRunner({
      db,
      pollMs: 10,
      handlers: {
        slow: async () => {
          release();
          await finished;
          done = true;
        },
      },
    });
    await scheduleJob(db, { kind: 'slow', key: 'slow', runAt: new Date(Date.now() - 1000) });
    runner.start();
    await started;
    const stopping = runner.stop();
    finish();
    await stopping;
    expect(done).toBe(true);
    expect(await readJob('slow')).toMatchObject({ status: 'done' });
  });

  it('stop() aborts a long job, which goes back to the queue as it was, due at once', async () => {
    const { db } = ctx.database;
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const runner = createJobRunner({
      db,
      pollMs: 10,
      handlers: {
        // Like a render: works until its signal aborts, then throws the signal's reason.
        render: (_job, { signal }) =>
          new Promise<void>((_resolve, reject) => {
            started();
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
      },
    });
    await scheduleJob(db, { kind: 'render', key: 'render', runAt: new Date(Date.now() - 1000) });
    runner.start();
    await running;
    const before = Date.now();
    await runner.stop();
    expect(await readJob('render')).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedUntil: null,
      lastError: null,
    });
    expect((await readJob('render'))?.runAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('runs a job it is told of at once, and again after a run that was under way', async () => {
    const { db } = ctx.database;
    const ran: string[] = [];
    const first = signal();
    const firstStarted = signal();
    const bothRan = signal();
    let tell: OnJobQueued = () => {};
    const runner = createJobRunner({
      db,
      pollMs: 3_600_000,
      ownLanes: [['render']],
      handlers: {
        render: async (job) => {
          ran.push(job.key);
          if (job.key === 'first') {
            firstStarted.resolve();
            await first.promise;
          }
          if (ran.length === 2) bothRan.resolve();
        },
      },
      listenForQueued: async (onQueued) => {
        tell = onQueued;
        return async () => {};
      },
    });
    // Only what the runner is told can start a run: the polls' timers never fire.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      runner.start();
      await scheduleJob(db, { kind: 'render', key: 'first', runAt: new Date() });
      tell('render');
      await firstStarted.promise;
      // Queued while the lane runs, after the time that run claims by: it cannot claim it.
      const claimedBy = Date.now();
      while (Date.now() <= claimedBy) {}
      await scheduleJob(db, { kind: 'render', key: 'second', runAt: new Date() });
      tell('render');
      first.resolve();
      await bothRan.promise;
      expect(ran).toEqual(['first', 'second']);
    } finally {
      vi.useRealTimers();
      await runner.stop();
    }
  });
});
