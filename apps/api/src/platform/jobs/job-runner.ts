import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type JobRow, jobs } from '../../db/schema/index.ts';
import { toLoggableError } from '../logging/loggable-error.ts';
import { claimDueJob, isInLane, type LaneKinds } from './claim-due-job.ts';
import type { OnJobQueued } from './queued-job-feed.ts';

/**
 * Runs one job. It must be idempotent: a job whose instance died mid-run is run again. It throws
 * to be tried again later (with backoff, up to maxAttempts). `now` is the time the runner runs at
 * (tests pass their own to runDueJobs): a handler that decides by the clock reads it, not Date.
 * `signal` aborts when the instance shuts down: a long handler (a deck's render) stops its work
 * and throws, and the job goes back to the queue as it was, for the next instance.
 */
export type JobHandler = (
  job: JobRow,
  deps: { db: Db; now: Date; signal: AbortSignal },
) => Promise<void>;

/** What the runner logs through (the app's logger; errors go out as `{ err }`). */
export interface JobLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Pause between polls when nothing is due. */
  pollMs?: number;
  /** How long a claimed job is ours; after that another instance may claim it again. */
  lockMs?: number;
  /** Attempts before a job is left 'failed' (defaultMaxAttempts). */
  maxAttempts?: number;
  /** Delay before the next attempt after a failure (`attempts` counts the one that failed). */
  retryDelayMs?: (attempts: number) => number;
  logger?: JobLogger;
  /**
   * Kinds that run in a lane of their own, so a long job (a deck's render) never holds up the
   * others (an order's live event, a mail): each lane claims only its kinds, one job at a time,
   * beside the lane of every other kind.
   */
  ownLanes?: readonly (readonly string[])[];
  /**
   * Hears of jobs queued to run now (queued-job-feed.ts): start() listens, and a lane of that
   * kind looks at once instead of at its next poll. Resolves with the function that stops it.
   */
  listenForQueued?: (onQueued: OnJobQueued) => Promise<() => Promise<void>>;
}

export interface JobRunner {
  /** Runs due jobs one at a time until none is due at `now`; resolves with how many ran. */
  runDueJobs(now?: Date): Promise<number>;
  /** Polls every pollMs (unref'd timers), and at once when told of a job, until stop(). */
  start(): void;
  /**
   * Stops polling, aborts the signal of the jobs that are running and waits for them: a job that
   * ends by throwing after the abort is queued again without counting the attempt.
   */
  stop(): Promise<void>;
}

/** The wait after a failed attempt: a minute, doubling up to an hour, then hourly. */
export const defaultRetryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);
/**
 * Attempts before a job is given up: with defaultRetryDelayMs they span about four days (six in
 * the first hour, then hourly), so a job outlives a multi-day outage of what it calls (the payment
 * gateway, the mail server). A handler that must decide sooner does so itself, by the clock
 * (a renewal suspends after its grace period).
 */
export const defaultMaxAttempts = 100;
const maxErrorLength = 1000;

/** The error as stored in last_error: its type and safe message (never a query's values). */
function describeError(error: unknown): string {
  const loggable = toLoggableError(error);
  return `${loggable.type}: ${loggable.message}`.slice(0, maxErrorLength);
}

/**
 * The background job runner: any number of instances may run one against the same database, each
 * job runs once (until its handler succeeds or it runs out of attempts).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  let stopping = false;
  let started = false;
  const shutdown = new AbortController();

  /** Marks the claim finished, unless the lock passed and another claim took over. */
  const isOurClaim = (job: JobRow) =>
    and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

  async function runJob(job: JobRow, now: Date): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, { db, now, signal: shutdown.signal });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(isOurClaim(job));
    } catch (error) {
      if (shutdown.signal.aborted) {
        // Stopped by the shutdown, not failed: as it was before this claim, due at once.
        logger?.info(
          { jobId: job.id, kind: job.kind },
          'job stopped by the shutdown; queued again',
        );
        await db
          .update(jobs)
          .set({
            status: 'queued',
            runAt: new Date(),
            lockedUntil: null,
            attempts: job.attempts - 1,
          })
          .where(isOurClaim(job));
        return;
      }
      const lastError = describeError(error);
      const giveUp = !handler || job.attempts >= maxAttempts;
      logger?.error(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, giveUp },
        giveUp ? 'job failed' : 'job failed; will retry',
      );
      await db
        .update(jobs)
        .set(
          giveUp
            ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError }
            : {
                status: 'queued',
                runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
                lockedUntil: null,
                lastError,
              },
        )
        .where(isOurClaim(job));
    }
  }

  const ownLanes = options.ownLanes ?? [];
  const lanes: LaneKinds[] = [...ownLanes.map((only) => ({ only })), { except: ownLanes.flat() }];

  async function runLane(lane: LaneKinds, now: Date): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopping) return ran;
      const job = await claimDueJob(db, now, lockMs, lane);
      if (!job) return ran;
      await runJob(job, now);
      ran += 1;
    }
  }

  /** Every lane runs its due jobs, side by side; resolves with how many ran in all. */
  async function runDueJobs(now: Date = new Date()): Promise<number> {
    const counts = await Promise.all(lanes.map((lane) => runLane(lane, now)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** Runs under way (the poll loop's and direct calls): stop() waits for them. */
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(run: Promise<T>): Promise<T> {
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Each lane polls on its own: a long job in one never delays the others' next poll. */
  type LaneState = {
    lane: LaneKinds;
    timer: NodeJS.Timeout | null;
    running: boolean;
    again: boolean;
  };
  const states: LaneState[] = lanes.map((lane) => ({
    lane,
    timer: null,
    running: false,
    again: false,
  }));

  function schedule(state: LaneState, delayMs: number) {
    if (stopping) return;
    const timer = setTimeout(() => {
      state.timer = null;
      tick(state);
    }, delayMs);
    timer.unref();
    state.timer = timer;
  }

  function tick(state: LaneState) {
    state.running = true;
    state.again = false;
    track(runLane(state.lane, new Date()))
      .catch((error: unknown) => logger?.error({ err: error }, 'job poll failed'))
      .finally(() => {
        state.running = false;
        // Told of a job while running: it may have come after this run's time, look again.
        if (state.again && !stopping) tick(state);
        else schedule(state, pollMs);
      });
  }

  /** A job of `kind` (any when null) is due: its lane looks now, or again once it is done. */
  function wake(kind: string | null) {
    if (stopping || !started) return;
    for (const state of states) {
      if (kind !== null && !isInLane(state.lane, kind)) continue;
      if (state.running) {
        state.again = true;
        continue;
      }
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      tick(state);
    }
  }

  let stopListening: Promise<(() => Promise<void>) | null> = Promise.resolve(null);

  return {
    runDueJobs: (now) => track(runDueJobs(now)),
    start() {
      if (started || stopping) return;
      started = true;
      logger?.info({ pollMs, lanes: lanes.length }, 'job runner started');
      for (const state of states) schedule(state, 0);
      if (options.listenForQueued) {
        stopListening = options.listenForQueued(wake).catch((error: unknown) => {
          logger?.error({ err: error }, 'job runner cannot hear of queued jobs; it polls');
          return null;
        });
      }
    },
    async stop() {
      stopping = true;
      for (const state of states) if (state.timer) clearTimeout(state.timer);
      shutdown.abort(new Error('the instance is shutting down'));
      await (await stopListening)?.();
      await Promise.allSettled([...inFlight]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner (createApp builds it; server.ts starts it). */
    jobs: JobRunner;
  }
}
