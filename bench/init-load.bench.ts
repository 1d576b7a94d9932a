/**
 * Load benchmark of the built app, one run per database (PGlite, then PostgreSQL), each against a
 * bare node:http JSON route measured in the same run. autocannon, 50 connections, no pipelining,
 * BENCH_SECONDS (5) a route, the four routes in turn BENCH_ROUNDS (3) times: each ratio is the
 * median of the rounds' ratios (measureRounds).
 *
 * - anonymous GET /v1/init: throughput >= 0.5 x bare node:http, p99 <= 20 ms;
 * - signed-in GET /v1/init and GET /v1/users/me (a demo account's session cookie):
 *   throughput >= 0.4 x anonymous init of the same run, p99 <= 30 ms (issue 9).
 *
 * Each route also prints the answering process's CPU per answer (no budget; process-cpu.ts).
 *
 * PostgreSQL: BENCH_DATABASE_URL names the database to use; otherwise a fresh database is created
 * on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and dropped
 * afterwards. An unreachable server skips that run. BENCH_DATABASES=pglite (or postgres) runs one.
 * Measuring starts once the app is quiet (quiet-app.ts: the demo decks' previews render first).
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { openPostgres } from '../e2e/support/postgres-database.ts';
import { sessionCookieName, startDemoSession } from './demo-session.ts';
import { readCpuMs } from './process-cpu.ts';
import { findNodeProcessInGroup } from './process-memory.ts';
import { waitUntilQuiet } from './quiet-app.ts';
import { type ResultRow, writeResult } from './report.ts';

const budgets = {
  anonymous: { minRatioOfBare: 0.5, maxP99Ms: 20 },
  signedIn: { minRatioOfAnonymous: 0.4, maxP99Ms: 30 },
};
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const here = dirname(fileURLToPath(import.meta.url));

interface Figure {
  rps: number;
  p99: number;
  /** The server process's CPU per answer (user + system), µs: no budget, a steadier view. */
  cpuUs: number;
}

interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The process that answers (its CPU is counted). */
  serverPid: number;
}

async function measure({ url, headers = {}, serverPid }: Target, warmUp = false): Promise<Figure> {
  const options = { url, headers, connections: 50, pipelining: 1, duration: durationSeconds };
  if (warmUp) await autocannon({ ...options, duration: 2 });
  const cpuBefore = await readCpuMs(serverPid);
  const result = await autocannon(options);
  const cpuMs = (await readCpuMs(serverPid)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const answers = Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: (cpuMs * 1000) / answers };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The four routes measured one after another, `rounds` times; each ratio is taken within a round
 * (its yardstick measured seconds before it) and the median of the rounds is reported, with the
 * median throughput and p99 of each route. On a shared two-core machine the bare route's own
 * throughput moved 25k-42k req/s between runs minutes apart; a ratio of two runs far apart
 * measured the machine as much as the app.
 */
async function measureRounds(targets: Target[]) {
  const perRound: Figure[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    const figures: Figure[] = [];
    for (const target of targets) figures.push(await measure(target, round === 0));
    perRound.push(figures);
  }
  const figureOf = (index: number): Figure => ({
    rps: median(perRound.map((figures) => figures[index]?.rps ?? 0)),
    p99: median(perRound.map((figures) => figures[index]?.p99 ?? 0)),
    cpuUs: median(perRound.map((figures) => figures[index]?.cpuUs ?? 0)),
  });
  const ratioOf = (index: number, base: number) =>
    median(perRound.map((figures) => (figures[index]?.rps ?? 0) / (figures[base]?.rps ?? 1)));
  return { figureOf, ratioOf };
}

async function startBareServer() {
  const child = fork(join(here, 'bare-server.ts'), { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((done) =>
    child.once('message', (m) => done((m as { port: number }).port)),
  );
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    stop: () => child.kill('SIGTERM'),
  };
}

type BareServer = Awaited<ReturnType<typeof startBareServer>>;

function line(label: string, figure: Figure, budget?: { text: string; ok: boolean }) {
  const rps = `${figure.rps.toFixed(0)} req/s`.padStart(12);
  const p99 = `p99 ${figure.p99} ms`.padStart(12);
  const cpu = `${figure.cpuUs.toFixed(0)} µs CPU`.padStart(13);
  const verdict = budget ? `   ${budget.text}  ${budget.ok ? 'ok' : 'OVER BUDGET'}` : '';
  console.log(`  ${label.padEnd(24)}${rps}${p99}${cpu}${verdict}`);
}

/** Every figure of the run, for the summary table of `npm run bench` (report.ts). */
const rows: ResultRow[] = [];

/** One database: bare, anonymous init, signed-in init and /users/me, printed with budgets. */
async function runOn(label: string, yardstick: BareServer, env: Record<string, string>) {
  const app = await startBuiltApp({ LOG_LEVEL: 'error', ...env });
  try {
    const serverPid = await findNodeProcessInGroup(app.processGroup, 'dist/server.js');
    const cookie = { cookie: `${sessionCookieName}=${await startDemoSession(app.baseUrl)}` };
    await waitUntilQuiet(app.processGroup);
    const { figureOf, ratioOf } = await measureRounds([
      { url: yardstick.url, serverPid: yardstick.pid },
      { url: `${app.baseUrl}/v1/init`, serverPid },
      { url: `${app.baseUrl}/v1/init`, headers: cookie, serverPid },
      { url: `${app.baseUrl}/v1/users/me`, headers: cookie, serverPid },
    ]);
    const [bare, anonymous, signedInit, me] = [0, 1, 2, 3].map(figureOf) as [
      Figure,
      Figure,
      Figure,
      Figure,
    ];

    console.log(
      `${label}, 50 connections, ${durationSeconds} s each, median of ${rounds} interleaved rounds`,
    );
    line('bare node:http', bare);
    for (const [name, figure] of [
      ['bare node:http', bare],
      ['anonymous init', anonymous],
      ['signed-in init', signedInit],
      ['/v1/users/me', me],
    ] as const) {
      rows.push({
        figure: `${label} ${name}: server CPU per answer`,
        value: Math.round(figure.cpuUs),
        unit: 'µs',
        budget: '',
        holds: true,
      });
    }
    const a = budgets.anonymous;
    const anonRatio = ratioOf(1, 0);
    const anonOk = anonRatio >= a.minRatioOfBare && anonymous.p99 <= a.maxP99Ms;
    line('GET /v1/init anonymous', anonymous, {
      text: `${anonRatio.toFixed(2)} x bare (>= ${a.minRatioOfBare}), p99 <= ${a.maxP99Ms} ms`,
      ok: anonOk,
    });
    rows.push(
      {
        figure: `${label} bare node:http`,
        value: Math.round(bare.rps),
        unit: 'req/s',
        budget: '',
        holds: true,
      },
      {
        figure: `${label} anonymous init / bare`,
        value: Number(anonRatio.toFixed(2)),
        unit: 'x',
        budget: `>= ${a.minRatioOfBare}`,
        holds: anonRatio >= a.minRatioOfBare,
      },
      {
        figure: `${label} anonymous init p99`,
        value: anonymous.p99,
        unit: 'ms',
        budget: `<= ${a.maxP99Ms}`,
        holds: anonymous.p99 <= a.maxP99Ms,
      },
    );
    const s = budgets.signedIn;
    let ok = anonOk;
    for (const [name, figure, index] of [
      ['GET /v1/init signed in', signedInit, 2],
      ['GET /v1/users/me', me, 3],
    ] as const) {
      const ratio = ratioOf(index, 1);
      const holds = ratio >= s.minRatioOfAnonymous && figure.p99 <= s.maxP99Ms;
      ok &&= holds;
      rows.push(
        {
          figure: `${label} ${name} / anonymous`,
          value: Number(ratio.toFixed(2)),
          unit: 'x',
          budget: `>= ${s.minRatioOfAnonymous}`,
          holds: ratio >= s.minRatioOfAnonymous,
        },
        {
          figure: `${label} ${name} p99`,
          value: figure.p99,
          unit: 'ms',
          budget: `<= ${s.maxP99Ms}`,
          holds: figure.p99 <= s.maxP99Ms,
        },
      );
      line(name, figure, {
        text: `${ratio.toFixed(2)} x anonymous (>= ${s.minRatioOfAnonymous}), p99 <= ${s.maxP99Ms} ms`,
        ok: holds,
      });
    }
    return ok;
  } finally {
    await app.stop();
  }
}

const bare = await startBareServer();
const outcomes: boolean[] = [];
try {
  if (databases.includes('pglite')) outcomes.push(await runOn('PGlite', bare, {}));
  if (databases.includes('postgres')) {
    const postgres = await openPostgres();
    if (postgres) {
      try {
        outcomes.push(await runOn('PostgreSQL', bare, { DATABASE_URL: postgres.url }));
      } finally {
        await postgres.drop();
      }
    }
  }
} finally {
  bare.stop();
}
writeResult('init-load', rows);
const ok = outcomes.length > 0 && outcomes.every(Boolean);
console.log(ok ? 'init load: within budget' : 'init load: OVER BUDGET');
process.exitCode = ok ? 0 : 1;
