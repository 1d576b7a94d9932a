/**
 * The embedded database's first start (issue 33: `/healthz` within 8 s, migrations and demo seed
 * included): the built server (`node apps/api/dist/server.js`, as `npm start` runs it after its
 * build) on a new DATA_DIR, three times, timed from spawn to the first 200 of `/healthz`; then one
 * start on the directory the last run left (a restart), and the resident memory once ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, repoRoot } from '../e2e/support/app-server.ts';
import { readResidentMiB } from './process-memory.ts';
import { type ResultRow, writeResult } from './report.ts';

const runs = 3;
const budgetMs = 8_000;
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the server on `dataDir` and answers how long until `/healthz` said 200, and its RSS. */
async function timeStart(dataDir: string): Promise<{ ms: number; rssMiB: number }> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--no-allocation-site-pretenuring',
      '--max-semi-space-size=4',
      '--max-old-space-size=256',
      'apps/api/dist/server.js',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MALLOC_ARENA_MAX: '2',
        APP_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    },
  );
  running.add(child);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((done) => setTimeout(done, 25));
    }
    const ms = performance.now() - started;
    return { ms, rssMiB: child.pid ? await readResidentMiB(child.pid) : 0 };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    running.delete(child);
  }
}

const root = await mkdtemp(join(tmpdir(), 'deckhand-first-start-'));
try {
  const firsts: { ms: number; rssMiB: number }[] = [];
  let lastDir = '';
  for (let run = 0; run < runs; run++) {
    lastDir = join(root, `run-${run}`);
    firsts.push(await timeStart(lastDir));
  }
  const restart = await timeStart(lastDir);
  const times = firsts.map((first) => Math.round(first.ms));
  const median = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
  console.log(
    `first start to /healthz: ${times.join(', ')} ms; restart ${Math.round(restart.ms)} ms`,
  );
  const rows: ResultRow[] = [
    {
      figure: `PGlite first start to /healthz, demo seed included (median of ${runs})`,
      value: median,
      unit: 'ms',
      budget: `<= ${budgetMs}`,
      holds: median <= budgetMs,
    },
    {
      figure: 'PGlite restart to /healthz',
      value: Math.round(restart.ms),
      unit: 'ms',
      budget: '',
      holds: true,
    },
    {
      figure: 'RSS once ready (first start, PGlite)',
      value: Math.max(...firsts.map((first) => first.rssMiB)),
      unit: 'MiB',
      budget: '',
      holds: true,
    },
  ];
  process.exitCode = writeResult('first-start', rows) ? 0 : 1;
} finally {
  await rm(root, { recursive: true, force: true });
}
