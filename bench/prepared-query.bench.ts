/**
 * Why `db/prepared-query.ts` stays (issue 26 asked to replace it with Drizzle's own
 * prepared statements unless a figure shows why not). Every signed-in request runs the live-session
 * query (`buildLiveSessionQuery` in platform/auth/live-session.ts). This bench runs it N times three ways,
 * on the embedded database (file-backed PGlite, as `npm start` uses it) and on PostgreSQL:
 *
 * - house: `definePreparedQuery` (a named server-side statement on both drivers);
 * - drizzle: Drizzle's own `.prepare(name)` (named on node-postgres; on PGlite Drizzle ignores the
 *   name, so PGlite parses and plans the text again each time);
 * - unprepared: the query built and run on each call.
 *
 * Budget: the house way is kept only while it is at least 1.5x faster than Drizzle's own on PGlite.
 */

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { Database, Db } from '../apps/api/src/db/database.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { definePreparedQuery } from '../apps/api/src/db/prepared-query.ts';
import { buildLiveSessionQuery } from '../apps/api/src/platform/auth/live-session.ts';
import { createSession } from '../apps/api/src/platform/auth/session-store.ts';
import { hashToken } from '../apps/api/src/platform/auth/tokens.ts';
import { createTestUser } from '../apps/api/src/test/user-factory.ts';
import { type ResultRow, writeResult } from './report.ts';

const runs = Number(process.env.BENCH_RUNS ?? 2000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const minSpeedup = 1.5;

const housePrepared = definePreparedQuery('bench_live_session', (db, name) =>
  buildLiveSessionQuery(db).prepare(name),
);

const rounds = 5;

/** µs per call of each way: rounds interleaved (so a busy moment hits every way), median kept. */
async function timeInterleaved(
  ways: Record<string, () => Promise<unknown>>,
): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = {};
  for (const call of Object.values(ways)) for (let index = 0; index < 50; index++) await call();
  for (let round = 0; round < rounds; round++) {
    for (const [way, call] of Object.entries(ways)) {
      const started = process.hrtime.bigint();
      for (let index = 0; index < runs / rounds; index++) await call();
      const micros = Number(process.hrtime.bigint() - started) / 1000 / (runs / rounds);
      samples[way] = [...(samples[way] ?? []), micros];
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([way, values]) => [
      way,
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0,
    ]),
  );
}

async function measure(database: Database, label: string): Promise<Record<string, number>> {
  await runMigrations(database);
  const db: Db = database.db;
  const user = await createTestUser(db);
  const { token } = await createSession({ db, userId: user.id, remember: false });
  const values = { tokenHash: hashToken(token), now: new Date() };
  const drizzlePrepared = buildLiveSessionQuery(db).prepare('bench_live_session_drizzle');
  const found = await housePrepared(db).execute(values);
  if (found.length !== 1) throw new Error(`${label}: the session was not found`);
  return timeInterleaved({
    house: () => housePrepared(db).execute(values),
    drizzle: () => drizzlePrepared.execute(values),
    unprepared: () => buildLiveSessionQuery(db).execute({ ...values }),
  });
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-bench-pglite-'));
  const database = await openDatabase({ databaseUrl: null, pgliteDir: join(dir, 'pgdata') });
  try {
    return await measure(database, 'PGlite');
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const name = `deckhand_bench_prepared_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  try {
    return await measure(database, 'PostgreSQL');
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const rows: ResultRow[] = [];
for (const [label, measured] of [
  ['PGlite', await onPglite()],
  ['PostgreSQL', await onPostgres()],
] as const) {
  for (const [way, micros] of Object.entries(measured)) {
    rows.push({
      figure: `${label}: live session, ${way}`,
      value: Math.round(micros),
      unit: 'µs',
      budget: '',
      holds: true,
    });
  }
  const speedup = (measured.drizzle ?? 0) / (measured.house ?? 1);
  const isBudgeted = label === 'PGlite';
  rows.push({
    figure: `${label}: Drizzle's prepare / the house's`,
    value: Number(speedup.toFixed(2)),
    unit: 'x',
    budget: isBudgeted ? `>= ${minSpeedup}` : '',
    holds: !isBudgeted || speedup >= minSpeedup,
  });
}
for (const row of rows) console.log(`${row.figure}: ${row.value} ${row.unit} ${row.budget}`);
process.exitCode = writeResult('prepared-query', rows) ? 0 : 1;
