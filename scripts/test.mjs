#!/usr/bin/env node
/**
 * `npm test`: every check in one run, in the order a failure is cheapest to find.
 * typecheck, lint, the module boundaries (dependency-cruiser), unit and component tests, the
 * API suite on PGlite, the same suite on PostgreSQL when TEST_DATABASE_URL is set (required in CI), the build, and the browser suite.
 * Ends with each step's time and one line: `total: N passed, N failed`.
 *
 * Made for a machine of two cores (docs/testing.md): the type checks and the lint are one thread
 * each and run side by side; each unit and API Vitest run uses `TEST_WORKERS` workers (default:
 * the cores, at least 2: Vitest's own default leaves one core idle), the browser suite the two
 * of its config (an app per worker). Nothing stops early.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const env = process.env;
const chromiumPath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'deckhand-test-'));
const workers = Number(env.TEST_WORKERS) || Math.max(2, availableParallelism());
const totals = { passed: 0, failed: 0 };
const failures = [];
/** The failed tests by name, with their first message line, repeated at the end of the run. */
const failedTests = [];
const timings = [];
const runStarted = performance.now();

/** `node scripts/test.mjs web api` runs only those steps (names below); no names, every step. */
const stepNames = [
  'typecheck',
  'lint',
  'boundaries',
  'contract',
  'web',
  'api',
  'api-pg',
  'build',
  'e2e',
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !stepNames.includes(name));
if (unknown.length) {
  console.error(`Unknown steps: ${unknown.join(', ')}. Steps: ${stepNames.join(', ')}.`);
  process.exit(2);
}
const runs = (name) => chosen.length === 0 || chosen.includes(name);

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Runs a command to its end. Its output goes straight to the terminal, or, `buffered` (a step
 * running beside another), is kept and printed in one block by the `print` it resolves with, so
 * two steps never interleave their lines.
 */
function run(label, command, args, { extraEnv = {}, buffered = false } = {}) {
  const started = performance.now();
  if (!buffered) console.log(`\n━━ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code) => {
      const ok = code === 0;
      const time = seconds(started);
      timings.push({ label, time, ok });
      if (!ok) failures.push(label);
      resolve({
        ok,
        print: () => {
          if (buffered) console.log(`\n━━ ${label}\n${output.trimEnd()}`);
          console.log(`━━ ${label}: ${ok ? 'passed' : 'FAILED'} in ${time} s`);
        },
      });
    });
  });
}

/** The first line of a failure message, without colour codes, cut to 300 characters. */
const firstLine = (message = '') =>
  (
    stripVTControlCharacters(message)
      .split('\n')
      .find((line) => line.trim()) ?? ''
  )
    .trim()
    .slice(0, 300);

/** Runs `tasks` (functions starting a buffered step), `limit` at a time, printing each as it ends. */
async function runPooled(tasks, limit) {
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) (await task()).print();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}

/**
 * Runs a workspace's vitest suite and adds its counts to the totals. `maxWorkers` is left to the
 * browser suite's own config (one app per worker, one worker against E2E_BASE_URL).
 */
async function runVitest(label, workspace, { script = 'test', maxWorkers = workers } = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['run', script, '-w', workspace, '--', '--reporter=default', '--reporter=json'];
  if (maxWorkers) args.push(`--maxWorkers=${maxWorkers}`);
  const result = await run(label, 'npm', [...args, `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    for (const file of json.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (file.status === 'failed' && failed.length === 0) {
        failedTests.push(`${label}: ${file.name}: ${firstLine(file.message)}`);
      }
      for (const test of failed) {
        failedTests.push(`${label}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  } else if (!result.ok) {
    totals.failed += 1;
  }
  return result;
}

const workspaces = [
  '@deckhand/contract',
  '@deckhand/test-oidc-provider',
  '@deckhand/api',
  '@deckhand/web',
  '@deckhand/e2e',
  '@deckhand/bench',
];
await runPooled(
  [
    ...(runs('typecheck')
      ? workspaces.map(
          (workspace) => () =>
            run(`typecheck ${workspace}`, 'npm', ['run', 'typecheck', '-w', workspace], {
              buffered: true,
            }),
        )
      : []),
    ...(runs('lint')
      ? [() => run('lint', 'npx', ['biome', 'check', '.'], { buffered: true })]
      : []),
    ...(runs('boundaries')
      ? [() => run('boundaries', 'npm', ['run', 'boundaries'], { buffered: true })]
      : []),
  ],
  workers,
);
if (runs('contract')) (await runVitest('contract unit tests', '@deckhand/contract')).print();
if (runs('web')) (await runVitest('web component tests', '@deckhand/web')).print();
if (runs('api')) (await runVitest('api on PGlite', '@deckhand/api')).print();

if (env.TEST_DATABASE_URL) {
  if (runs('api-pg')) {
    (await runVitest('api on PostgreSQL', '@deckhand/api', { script: 'test:pg' })).print();
  }
} else if (runs('api-pg') && env.CI) {
  console.error('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is required in CI.');
  failures.push('api on PostgreSQL (TEST_DATABASE_URL missing)');
} else if (runs('api-pg')) {
  console.log('\n━━ api on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)');
}

// The browser suite runs against the build: a failed build skips it.
const built = runs('build') ? await run('build', 'npm', ['run', 'build']) : { ok: true };
built.print?.();

if (runs('e2e') && built.ok) {
  if (existsSync(chromiumPath)) {
    (await runVitest('browser tests (Chromium)', '@deckhand/e2e', { maxWorkers: null })).print();
  } else {
    console.error(
      `\nChromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    failures.push('browser tests (Chromium missing)');
  }
}

console.log(`\n━━ times (${workers} test workers)`);
for (const { label, time, ok } of timings) {
  console.log(`${time.padStart(7)} s  ${ok ? '     ' : 'FAIL '} ${label}`);
}
console.log(`${seconds(runStarted).padStart(7)} s  in all`);
if (failedTests.length) console.log(`\n━━ failed tests\n${failedTests.join('\n')}`);
console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed'}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
