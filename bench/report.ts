/**
 * The shared result format of the benchmarks. Each bench calls `writeResult(name, rows)` once at
 * its end; it writes `bench/results/<name>.json` (git-ignored), and `summary.ts` prints every file
 * there as one table after `npm run bench`. A row is one figure next to its budget:
 *
 *   writeResult('init-load', [
 *     { figure: 'GET /v1/init p99', value: 12, unit: 'ms', budget: '<= 30', holds: true },
 *   ]);
 *
 * `budget` is what the value is held to, as printed ('<= 130', '>= 95', '100'); an informative
 * figure without a budget has `budget: ''` and `holds: true`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ResultRow {
  figure: string;
  value: number | string;
  unit: string;
  budget: string;
  holds: boolean;
}

export interface BenchResult {
  name: string;
  writtenAt: string;
  rows: ResultRow[];
}

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes `bench/results/<name>.json`; returns whether every row holds (for the exit code). */
export function writeResult(name: string, rows: ResultRow[]): boolean {
  mkdirSync(resultsDir, { recursive: true });
  const result: BenchResult = { name, writtenAt: new Date().toISOString(), rows };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  return rows.every((row) => row.holds);
}

/** Every result file in `bench/results/`, by name; files that do not parse are skipped. */
export function readResults(): BenchResult[] {
  let files: string[];
  try {
    files = readdirSync(resultsDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const results: BenchResult[] = [];
  for (const file of files.sort()) {
    try {
      const parsed = JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as BenchResult;
      if (typeof parsed.name === 'string' && Array.isArray(parsed.rows)) results.push(parsed);
    } catch {
      // a half-written or foreign file: not a result
    }
  }
  return results;
}

/** Removes earlier results so the summary shows only this run's. */
export function clearResults(): void {
  try {
    for (const file of readdirSync(resultsDir)) {
      if (file.endsWith('.json')) rmSync(join(resultsDir, file), { force: true });
    }
  } catch {
    // no results yet
  }
}
