import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  readRateLimitHits,
  releaseRateLimitPlaces,
  takeRateLimitPlaces,
} from './rate-limit-store.ts';

const ctx = useTestContext();

/** Until a statement of this database waits for a row lock. */
async function untilWaitingForLock(client: pg.Client) {
  for (;;) {
    const { rows } = await client.query<{ waiting: string }>(
      `select count(*) as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('places taken on several keys (the password budgets: an account and an address)', () => {
  // Two statements locking the same rows in opposite orders deadlock on PostgreSQL, and one fails
  // (a sign-in answered 500). PGlite runs one statement at a time.
  it.skipIf(inject('testDatabase').kind === 'pglite')(
    "are given back locking their rows in the keys' order, as they are taken, whatever order the rows lie in",
    async () => {
      const { db } = ctx.database;
      const url = ctx.testDatabase.url;
      if (!url) throw new Error('PostgreSQL only');
      // The later key's row is written first: a scan meets it first.
      const [late] = await takeRateLimitPlaces(db, ['password:ip:10.40.0.1'], 10, 60_000);
      const [early] = await takeRateLimitPlaces(db, ['password:account:early'], 10, 60_000);
      if (!late || !early) throw new Error('no places taken');
      const holder = new pg.Client({ connectionString: url });
      const probe = new pg.Client({ connectionString: url });
      await Promise.all([holder.connect(), probe.connect()]);
      try {
        // Another check holds the later row: giving both back must take the earlier one first.
        await holder.query('begin');
        await holder.query(`select 1 from rate_limit_hits where key = $1 for update`, [late.key]);
        const released = releaseRateLimitPlaces(db, [late, early]);
        await untilWaitingForLock(probe);
        const lockEarly = probe.query(
          `select 1 from rate_limit_hits where key = $1 for update nowait`,
          [early.key],
        );
        await expect(lockEarly).rejects.toMatchObject({ code: '55P03' });
        await holder.query('rollback');
        await released;
        const hits = await readRateLimitHits(db, [early.key, late.key]);
        expect(hits.map(({ key, hits }) => ({ key, hits }))).toEqual(
          expect.arrayContaining([
            { key: early.key, hits: 0 },
            { key: late.key, hits: 0 },
          ]),
        );
      } finally {
        await Promise.all([holder.end(), probe.end()]);
      }
    },
  );
});
