#!/usr/bin/env node
/**
 * `npm test`: every check in one run, in the order a failure is cheapest to find.
 * typecheck, lint, the module boundaries (dependency-cruiser), unit and component tests, the API
 * suite on PGlite, the same suite on PostgreSQL when TEST_DATABASE_URL is set (required in CI),
 * the build, and the browser suite.
 * Ends with one line: `total: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = process.env;
const chromiumPath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'deckhand-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n━━ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Runs a workspace's vitest suite and adds its counts to the totals. */
function runVitest(label, workspace, script = 'test', extraEnv = {}) {
  const report = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['run', script, '-w', workspace, '--', '--reporter=default', '--reporter=json'];
  const ok = run(label, 'npm', [...args, `--outputFile.json=${report}`], extraEnv);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npx', ['biome', 'check', '.']);
run('boundaries', 'npm', ['run', 'boundaries']);
runVitest('contract unit tests', '@deckhand/contract');
runVitest('web component tests', '@deckhand/web');
runVitest('api on PGlite', '@deckhand/api');

if (env.TEST_DATABASE_URL) {
  runVitest('api on PostgreSQL', '@deckhand/api', 'test:pg');
} else if (env.CI) {
  console.error('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is required in CI.');
  failures.push('api on PostgreSQL (TEST_DATABASE_URL missing)');
} else {
  console.log('\n━━ api on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)');
}

if (run('build', 'npm', ['run', 'build'])) {
  if (existsSync(chromiumPath)) {
    runVitest('browser tests (Chromium)', '@deckhand/e2e');
  } else {
    console.error(
      `\nChromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    failures.push('browser tests (Chromium missing)');
  }
}

console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed'}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length ? 1 : 0);
