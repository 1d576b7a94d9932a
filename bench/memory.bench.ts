/**
 * The server's resident memory (issue 33): the built app (`npm run start -w @deckhand/api`, as
 * `npm start` runs it) on PGlite, then on a fresh PostgreSQL database; its RSS once `/readyz`
 * answers, then a minute of mixed load (autocannon, 50 connections, each going round the requests
 * below), the highest RSS read during it (every 200 ms) and the RSS 2 s after it.
 *
 * Budget, after the load: <= 200 MB on PostgreSQL, <= 400 MB on PGlite (MB = 10^6 bytes).
 *
 * The load: anonymous and signed-in `GET /v1/init`, `GET /v1/users/me`, `GET /v1/orders?limit=25`
 * and two server-rendered pages (`/login` anonymous, `/my-profile/orders` signed in), as browsers
 * ask for them (brotli accepted). BENCH_SECONDS shortens the minute; BENCH_DATABASES=pglite (or
 * postgres) runs one; PostgreSQL as in init-load.bench.ts (BENCH_DATABASE_URL, or a fresh
 * database on TEST_DATABASE_URL's server, dropped afterwards; none reachable skips it).
 */
import autocannon from 'autocannon';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { openPostgres } from '../e2e/support/postgres-database.ts';
import { sessionCookieName, startDemoSession } from './demo-session.ts';
import {
  findNodeProcessInGroup,
  readResidentBytes,
  sampleResidentPeak,
  toMB,
} from './process-memory.ts';
import { type ResultRow, writeResult } from './report.ts';

const budgetsMB = { PGlite: 400, PostgreSQL: 200 } as const;
type TDatabaseLabel = keyof typeof budgetsMB;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 60);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const settleMs = 2_000;

/** The mixed load: what a browser asks of the API and the pages, anonymous and signed in. */
function mixedRequests(token: string): autocannon.Request[] {
  const json = { accept: 'application/json' };
  const page = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const cookie = { cookie: `${sessionCookieName}=${token}` };
  return [
    { method: 'GET', path: '/v1/init', headers: json },
    { method: 'GET', path: '/v1/init', headers: { ...json, ...cookie } },
    { method: 'GET', path: '/v1/users/me', headers: { ...json, ...cookie } },
    { method: 'GET', path: '/v1/orders?limit=25', headers: { ...json, ...cookie } },
    { method: 'GET', path: '/login', headers: page },
    { method: 'GET', path: '/my-profile/orders', headers: { ...page, ...cookie } },
  ];
}

interface Figures {
  readyBytes: number;
  peakBytes: number;
  afterBytes: number;
  requests: number;
}

async function measureOn(env: Record<string, string>): Promise<Figures> {
  const app = await startBuiltApp({ LOG_LEVEL: 'error', ...env });
  try {
    const pid = await findNodeProcessInGroup(app.processGroup, 'dist/server.js');
    const readyBytes = await readResidentBytes(pid);
    const token = await startDemoSession(app.baseUrl);
    const sampler = sampleResidentPeak(pid);
    const result = await autocannon({
      url: app.baseUrl,
      connections: 50,
      pipelining: 1,
      duration: durationSeconds,
      timeout: 30,
      requests: mixedRequests(token),
    });
    const peakBytes = await sampler.stop();
    // A memory bench on a busy machine: a request that timed out is told, not a failure.
    if (result.non2xx > 0 || result.errors > result.requests.total / 100) {
      throw new Error(`mixed load: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    if (result.errors > 0) console.log(`  (${result.errors} errors, ${result.timeouts} timeouts)`);
    await new Promise((done) => setTimeout(done, settleMs));
    const afterBytes = await readResidentBytes(pid);
    return { readyBytes, peakBytes, afterBytes, requests: result.requests.total };
  } finally {
    await app.stop();
  }
}

const rows: ResultRow[] = [];

function report(label: TDatabaseLabel, figures: Figures): boolean {
  const budget = budgetsMB[label];
  const after = toMB(figures.afterBytes);
  const holds = after <= budget;
  console.log(
    `${label}: RSS at ready ${toMB(figures.readyBytes)} MB, peak under load ${toMB(figures.peakBytes)} MB, ` +
      `after the load ${after} MB (budget <= ${budget} MB) ${holds ? 'ok' : 'OVER BUDGET'}` +
      `  [${figures.requests} requests in ${durationSeconds} s]`,
  );
  rows.push(
    {
      figure: `${label} RSS at ready`,
      value: toMB(figures.readyBytes),
      unit: 'MB',
      budget: '',
      holds: true,
    },
    {
      figure: `${label} RSS peak under mixed load`,
      value: toMB(figures.peakBytes),
      unit: 'MB',
      budget: '',
      holds: true,
    },
    {
      figure: `${label} RSS after ${durationSeconds} s of mixed load`,
      value: after,
      unit: 'MB',
      budget: `<= ${budget}`,
      holds,
    },
  );
  return holds;
}

const outcomes: boolean[] = [];
if (databases.includes('pglite')) outcomes.push(report('PGlite', await measureOn({})));
if (databases.includes('postgres')) {
  const postgres = await openPostgres('memory');
  if (postgres) {
    try {
      outcomes.push(report('PostgreSQL', await measureOn({ DATABASE_URL: postgres.url })));
    } finally {
      await postgres.drop();
    }
  }
}
writeResult('memory', rows);
const ok = outcomes.length > 0 && outcomes.every(Boolean);
console.log(ok ? 'memory: within budget' : 'memory: OVER BUDGET');
process.exitCode = ok ? 0 : 1;
