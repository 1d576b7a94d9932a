/**
 * `npm run bench`: every benchmark in turn (each an npm script of this package), on to the next
 * when one is over budget or fails, then the table of all budgets; exits 1 when any budget is
 * missed or any bench failed.
 */
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearResults } from './report.ts';
import { printSummary, type TBenchRun } from './summary.ts';

const benches = [
  'bench:init',
  'bench:login-load',
  'bench:first-start',
  'bench:memory',
  'bench:bundle',
  'bench:order-form',
  'bench:orders-list',
  'bench:prepared-query',
  'bench:slide-render',
  'bench:pin-carry',
  'bench:brand-check',
  'bench:order-journey',
  'bench:lighthouse',
];
const here = dirname(fileURLToPath(import.meta.url));

clearResults();
const runs: TBenchRun[] = [];
for (const name of benches) {
  console.log(`\n== ${name}`);
  const run = spawnSync('npm', ['run', '--silent', name], { cwd: here, stdio: 'inherit' });
  runs.push({ name, exitCode: run.status ?? 1 });
}
process.exitCode = printSummary(runs) ? 0 : 1;
