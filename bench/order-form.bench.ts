/**
 * The order form (issue Ordering), against the built app on its embedded database:
 * - what the browser downloads for /order-now (gzip level 6): JavaScript <= 220 KB, and none of
 *   the upload code (its own chunk, loaded on the files step only);
 * - POST /v1/order-forms/order-now/calculation (a change of slides: price, add-ons and delivery
 *   dates from the price tables, holidays and bookings) with autocannon, 20 connections:
 *   p99 <= 100 ms.
 * Measuring starts once the app is quiet (quiet-app.ts).
 */
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { waitUntilQuiet } from './quiet-app.ts';
import { writeResult } from './report.ts';
import { readResponseBody } from './response-body.ts';

const budgets = { scriptKb: 220, calculationP99Ms: 100 };
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const uploadChunkPattern = /order-file-uploads|tus/;

async function measureBundle(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        readResponseBody(response).then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body).length,
        })),
      );
    });
    await page.goto(`${baseUrl}/order-now`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Treatment', exact: true }).waitFor();
    // A response may arrive while the bodies are read: read until no new one came.
    let files: Awaited<(typeof scripts)[number]>[] = [];
    do files = await Promise.all(scripts);
    while (files.length < scripts.length);
    return {
      scriptKb: files.reduce((sum, file) => sum + file.gzip, 0) / 1024,
      files: files.length,
      uploadCode: files.filter((file) => uploadChunkPattern.test(file.url)).length,
    };
  } finally {
    await browser.close();
  }
}

async function measureCalculation(baseUrl: string) {
  const options = {
    url: `${baseUrl}/v1/order-forms/order-now/calculation`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      timezone: 'Europe/Copenhagen',
      values: { treatment: 'redesign', slides: 12, turnaround: '48h', addons: ['grammarCheck'] },
      changed: 'slides',
    }),
    connections: 20,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`calculation: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

assertChromiumInstalled();
const app = await startBuiltApp({ LOG_LEVEL: 'error' });
try {
  // The demo decks' previews render right after the start: measure once the app is quiet.
  await waitUntilQuiet(app.processGroup);
  const bundle = await measureBundle(app.baseUrl);
  const calculation = await measureCalculation(app.baseUrl);
  console.log(
    `/order-now: ${bundle.files} scripts, ${bundle.scriptKb.toFixed(1)} KB gzip, ` +
      `${bundle.uploadCode} upload chunks; calculation ${calculation.rps.toFixed(0)} req/s, ` +
      `p99 ${calculation.p99} ms`,
  );
  const ok = writeResult('order-form', [
    {
      figure: '/order-now JS gzip',
      value: Number(bundle.scriptKb.toFixed(1)),
      unit: 'KB',
      budget: `<= ${budgets.scriptKb}`,
      holds: bundle.scriptKb <= budgets.scriptKb,
    },
    {
      figure: '/order-now upload code on first load',
      value: bundle.uploadCode,
      unit: 'files',
      budget: '0',
      holds: bundle.uploadCode === 0,
    },
    {
      figure: 'calculation p99 (20 connections)',
      value: calculation.p99,
      unit: 'ms',
      budget: `<= ${budgets.calculationP99Ms}`,
      holds: calculation.p99 <= budgets.calculationP99Ms,
    },
  ]);
  console.log(ok ? 'order-form: within budget' : 'order-form: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.stop();
}
