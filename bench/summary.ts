/**
 * The table of every budget after `npm run bench`: reads the results each bench wrote with
 * `writeResult` (bench/results/*.json). `npm run bench:summary` prints it again.
 */
import { fileURLToPath } from 'node:url';
import { readResults } from './report.ts';

/** A bench that ran, with its exit code (a crash leaves no result file). */
export type TBenchRun = { name: string; exitCode: number };

/** Prints the table; returns whether every budget holds and every bench ran to its end. */
export function printSummary(runs: TBenchRun[] = []): boolean {
  const results = readResults();
  const table: string[][] = [['bench', 'figure', 'value', 'budget', 'holds']];
  for (const result of results) {
    for (const row of result.rows) {
      const value = row.unit ? `${row.value} ${row.unit}` : String(row.value);
      const holds = row.budget === '' ? '' : row.holds ? 'yes' : 'NO';
      table.push([result.name, row.figure, value, row.budget, holds]);
    }
  }
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  console.log('\nBudgets');
  for (const line of table) console.log(line.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  const failed = runs.filter((run) => run.exitCode !== 0);
  for (const run of failed) console.log(`${run.name}: exited with code ${run.exitCode}`);
  const missed = results.flatMap((r) => r.rows.filter((row) => !row.holds)).length;
  const ok = missed === 0 && failed.length === 0;
  console.log(
    ok
      ? 'every budget holds'
      : `${missed} figure(s) over budget; ${failed.length} bench(es) exited non-zero`,
  );
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = printSummary() ? 0 : 1;
}
