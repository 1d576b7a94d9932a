import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { openListenConnection } from '../../db/listen-connection.ts';

/** The channel migration 0033's trigger announces a job due now on, with its kind. */
export const queuedJobChannel = 'deckhand_jobs';

/** Told the kind of a job that became due, or null when any may have (the feed came back). */
export type OnJobQueued = (kind: string | null) => void;

/**
 * Tells the job runner of a job queued to run now (a delivered deck's render, a mail, a live
 * event from a webhook) as its transaction commits, on every instance: the runner claims it at
 * once instead of at its next poll. On PGlite through PGlite's own LISTEN; on PostgreSQL through
 * a LISTEN connection of its own. While that is down the runner just polls; when it is back, the
 * runner looks once (what was queued meanwhile). Resolves with the function that stops it.
 */
export async function listenForQueuedJobs(
  database: Database,
  log: FastifyBaseLogger,
  onQueued: OnJobQueued,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const { client } = database;
    const unlisten = await client.listen(queuedJobChannel, (kind) => onQueued(kind));
    return async () => {
      if (!client.closed) await unlisten();
    };
  }
  const connection = openListenConnection(database.pool, {
    channel: queuedJobChannel,
    log,
    what: 'job runner',
    whileDown: 'jobs are found by polling',
    onMessage: (kind) => onQueued(kind),
    onLive: (live) => {
      if (live) onQueued(null);
    },
  });
  return () => connection.close();
}
