import { ERRORS } from '@tus/server';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uploadLocks } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { createUploadLocker } from './upload-locker.ts';

const context = useTestContext();
const fast = { renewMs: 20, retryMs: 5, acquireTimeoutMs: 2000 };
const never = () => new AbortController().signal;

describe('the tus upload locker on the database', () => {
  it('lets one request write an upload at a time, across instances', async () => {
    const db = context.database.db;
    const first = createUploadLocker(db, fast).newLock('upload-a');
    const second = createUploadLocker(db, fast).newLock('upload-a');
    const order: string[] = [];
    await first.lock(never(), async () => {
      // Asked to let go (the second request waits): it finishes, then unlocks. The ask repeats
      // with each renewal until the unlock lands (a busy machine sees two), so it is noted once.
      if (!order.includes('release asked')) order.push('release asked');
      await first.unlock();
    });
    await second.lock(never(), async () => {});
    order.push('second holds');
    expect(order).toEqual(['release asked', 'second holds']);
    const rows = await db.select().from(uploadLocks).where(eq(uploadLocks.uploadId, 'upload-a'));
    expect(rows).toHaveLength(1);
    await second.unlock();
    expect(await db.select().from(uploadLocks)).toEqual([]);
  });

  it('locks different uploads independently', async () => {
    const db = context.database.db;
    // A request that had to wait would give up after 50 ms; the first try needs no deadline.
    const locker = createUploadLocker(db, { ...fast, acquireTimeoutMs: 50 });
    const a = locker.newLock('upload-b');
    const b = locker.newLock('upload-c');
    await a.lock(never(), async () => {});
    await b.lock(never(), async () => {});
    const held = () =>
      db
        .select()
        .from(uploadLocks)
        .where(inArray(uploadLocks.uploadId, ['upload-b', 'upload-c']))
        .orderBy(uploadLocks.uploadId);
    const rows = await held();
    // Both held at once, by two holders, and neither asked the other to let go.
    expect(rows.map((row) => [row.uploadId, row.releaseRequested])).toEqual([
      ['upload-b', false],
      ['upload-c', false],
    ]);
    expect(new Set(rows.map((row) => row.holder)).size).toBe(2);
    await Promise.all([a.unlock(), b.unlock()]);
    expect(await held()).toEqual([]);
  });

  it('takes over a lock whose holder stopped renewing it (a crashed instance)', async () => {
    const db = context.database.db;
    await db.insert(uploadLocks).values({
      uploadId: 'upload-d',
      holder: 'gone-instance:1',
      expiresAt: new Date(Date.now() - 1000),
    });
    const lock = createUploadLocker(db, fast).newLock('upload-d');
    await lock.lock(never(), async () => {});
    const [row] = await db.select().from(uploadLocks).where(eq(uploadLocks.uploadId, 'upload-d'));
    expect(row?.holder).not.toBe('gone-instance:1');
    await lock.unlock();
  });

  it('gives up with tus lock timeout when the holder does not let go in time, or the request stops', async () => {
    const db = context.database.db;
    const holder = createUploadLocker(db, fast).newLock('upload-e');
    // The holder ignores the asks, until the request waiting for it stops.
    const waiterStops = new AbortController();
    const holderAsked = vi.fn(async () => waiterStops.abort());
    await holder.lock(never(), holderAsked);
    // No deadline of its own to meet first: it waits until it stops.
    const waiting = createUploadLocker(db, { ...fast, acquireTimeoutMs: 60_000 }).newLock(
      'upload-e',
    );
    // Asked to let go, the holder does not; the waiting request stops and gives up.
    await expect(waiting.lock(waiterStops.signal, async () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(holderAsked).toHaveBeenCalled();
    // Past its deadline, or stopped before it asked, a request gives up too.
    const late = createUploadLocker(db, { ...fast, acquireTimeoutMs: 50 }).newLock('upload-e');
    await expect(late.lock(never(), async () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const stopped = new AbortController();
    stopped.abort();
    const aborted = createUploadLocker(db, fast).newLock('upload-e');
    await expect(aborted.lock(stopped.signal, async () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await holder.unlock();
  });
});
