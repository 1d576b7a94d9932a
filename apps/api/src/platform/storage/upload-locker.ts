import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadLocks } from '../../db/schema/index.ts';

export interface UploadLockerOptions {
  /** How long a lock lasts without its holder renewing it (a crashed instance lets go then). */
  leaseMs?: number;
  /** How often a holder renews its lease and looks for a request to let go. */
  renewMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
  /** How long a request waits for a lock before tus answers 'lock timeout'. */
  acquireTimeoutMs?: number;
}

/**
 * The tus locker on the database (`upload_locks`), so that the instances behind one address
 * never write the same upload at once: @tus/server's MemoryLocker would lock per process only.
 * A lock is a row with a lease; its holder renews it and, when another request has asked for it
 * (`release_requested`), tells its own request to stop (tus' requestRelease), which then unlocks.
 */
export function createUploadLocker(db: Db, options: UploadLockerOptions = {}): Locker {
  const leaseMs = options.leaseMs ?? 30_000;
  const renewMs = options.renewMs ?? 1000;
  const retryMs = options.retryMs ?? 100;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const instance = randomUUID();
  let counter = 0;
  const leaseEnd = () => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

  async function tryAcquire(uploadId: string, holder: string): Promise<boolean> {
    const rows = await db
      .insert(uploadLocks)
      .values({ uploadId, holder, expiresAt: sql`${leaseEnd()}` })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder, expiresAt: sql`${leaseEnd()}`, releaseRequested: false },
        setWhere: sql`${uploadLocks.expiresAt} < now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return rows[0]?.holder === holder;
  }

  const askToRelease = (uploadId: string) =>
    db
      .update(uploadLocks)
      .set({ releaseRequested: true })
      .where(eq(uploadLocks.uploadId, uploadId));

  function newLock(uploadId: string): Lock {
    counter += 1;
    const holder = `${instance}:${counter}`;
    let renewal: NodeJS.Timeout | null = null;

    const renew = async (requestRelease: RequestRelease) => {
      const [row] = await db
        .update(uploadLocks)
        .set({ expiresAt: sql`${leaseEnd()}` })
        .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)))
        .returning({ releaseRequested: uploadLocks.releaseRequested });
      if (!row || row.releaseRequested) await requestRelease();
    };

    return {
      async lock(stopSignal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        while (!(await tryAcquire(uploadId, holder))) {
          if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await askToRelease(uploadId);
          await waitFor(retryMs, stopSignal);
        }
        renewal = setInterval(() => {
          renew(requestRelease).catch(() => {
            // A failed renewal is tried again at the next tick; the lease covers the gap.
          });
        }, renewMs);
        renewal.unref();
      },
      async unlock() {
        if (renewal) clearInterval(renewal);
        renewal = null;
        await db
          .delete(uploadLocks)
          .where(and(eq(uploadLocks.uploadId, uploadId), eq(uploadLocks.holder, holder)));
      },
    };
  }

  return { newLock };
}

/** Resolves after `ms`, or at once when the signal aborts. */
function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
