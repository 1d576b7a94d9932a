/**
 * Load benchmark: GET /v1/init on the built app against a bare node:http JSON route, same run.
 * autocannon, 50 connections, no pipelining. Budgets: throughput ratio >= 0.5, p99 <= 20 ms.
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltApp } from '../e2e/support/app-server.ts';

const budgets = { minRatio: 0.5, maxP99Ms: 20 };
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const here = dirname(fileURLToPath(import.meta.url));

async function measure(url: string) {
  const options = { url, connections: 50, pipelining: 1, duration: durationSeconds };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function startBareServer() {
  const child = fork(join(here, 'bare-server.ts'), { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((done) =>
    child.once('message', (m) => done((m as { port: number }).port)),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

const app = await startBuiltApp({ LOG_LEVEL: 'error' });
const bare = await startBareServer();
try {
  const baseline = await measure(bare.url);
  const init = await measure(`${app.baseUrl}/v1/init`);
  const ratio = init.rps / baseline.rps;
  console.log(`bare node:http   ${baseline.rps.toFixed(0)} req/s   p99 ${baseline.p99} ms`);
  console.log(`GET /v1/init     ${init.rps.toFixed(0)} req/s   p99 ${init.p99} ms`);
  console.log(`ratio ${ratio.toFixed(2)} (budget >= ${budgets.minRatio})`);
  console.log(`init p99 ${init.p99} ms (budget <= ${budgets.maxP99Ms} ms)`);
  const ok = ratio >= budgets.minRatio && init.p99 <= budgets.maxP99Ms;
  console.log(ok ? 'init load: within budget' : 'init load: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  bare.stop();
  await app.stop();
}
