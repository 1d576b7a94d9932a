/**
 * Lighthouse 12, mobile preset (its default: a phone's screen, simulated slow 4G and 4x slower
 * CPU), on the built app, median of 3 runs each: /login, /signup and /my-profile/team signed in
 * (issue 9); home, /pricing and a client's landing page (issue 14); /templates, /examples and
 * /blog with their rendered pictures (issue 30); the customer's order page with a 30-slide
 * delivery rendered for review (issue 27, review-delivery.ts; performance >= 90). Signed in as
 * the demo owner returning (offers answered). Home is `/`, which sends a visitor to /login (§2.3). Budgets: performance >= 95,
 * accessibility 100, best practices 100; for the public face also the JavaScript the page
 * downloaded, gzip (level 6, as bundle-size.bench.ts counts it), <= 120 KB. LCP, TBT and CLS are
 * printed beside them. A category under budget lists its failing audits, the next thing to fix.
 *
 * Debian's Chromium (CHROMIUM_PATH overrides), launched by chrome-launcher; nothing is downloaded.
 * LIGHTHOUSE_RUNS changes the number of runs per page.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import {
  assertChromiumInstalled,
  chromiumPath,
  disableFeaturesSwitch,
  machineArgs,
} from '../e2e/support/chromium.ts';
import { signInAsReturningOwner } from './demo-session.ts';
import { findFailingAudits, median, toMetric, toScore } from './lighthouse-audits.ts';
import { waitUntilQuiet } from './quiet-app.ts';
import { writeResult } from './report.ts';
import { deliverRenderedDeck } from './review-delivery.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * LIGHTHOUSE_CPU_SLOWDOWN=8 simulates a CPU 8x slower than this machine's instead of the mobile
 * preset's 4x: machines here differ up to 2.5x (docs/testing.md), and on a fast one every page
 * scores 100, which cannot tell two builds apart. The budgets are judged at the preset's 4x.
 */
const cpuSlowdown = Number(
  process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
/** LIGHTHOUSE_PAGES=review,/login runs only those pages ('review' is the order page). */
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/**
 * LIGHTHOUSE_REPORTS=dir keeps each run's full report there (JSON) and its trace (`.trace.json`,
 * which DevTools' Performance panel opens), to see what the main thread did.
 */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const categories = [
  { id: 'performance', label: 'perf', budget: 95 },
  { id: 'accessibility', label: 'a11y', budget: 100 },
  { id: 'best-practices', label: 'best practices', budget: 100 },
] as const;
const metrics = [
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
] as const;

/** A page; `path` null: the order page with a 30-slide delivery (issue 27, perf >= 90). */
type TPage = {
  path: string | null;
  isSignedIn: boolean;
  scriptBudgetKb?: number;
  performanceBudget?: number;
};

const pages: TPage[] = [
  { path: '/login', isSignedIn: false },
  { path: '/signup', isSignedIn: false },
  // Issue 33: >= 95 on the order form, >= 90 on the signed-in pages.
  { path: '/order-now', isSignedIn: false },
  { path: '/my-profile/orders', isSignedIn: true, performanceBudget: 90 },
  { path: '/my-profile/team', isSignedIn: true, performanceBudget: 90 },
  { path: '/my-profile/billing/credits', isSignedIn: true, performanceBudget: 90 },
  { path: '/', isSignedIn: false, scriptBudgetKb: 120 },
  { path: '/pricing', isSignedIn: false, scriptBudgetKb: 120 },
  { path: '/clients/contoso', isSignedIn: false, scriptBudgetKb: 120 },
  // The site's pages with rendered pictures and downloads (issue 30).
  { path: '/templates', isSignedIn: false, scriptBudgetKb: 120 },
  { path: '/examples', isSignedIn: false, scriptBudgetKb: 120 },
  { path: '/blog', isSignedIn: false, scriptBudgetKb: 120 },
  { path: null, isSignedIn: true, performanceBudget: 90 },
];
const reviewSlides = 30;

/** The scripts a run downloaded (its network log), each gzipped here: KB. */
async function measureScriptsKb(lhr: Result): Promise<number> {
  const details = lhr.audits['network-requests']?.details as
    | { items?: { url?: string; resourceType?: string }[] }
    | undefined;
  const urls = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => item.url as string);
  const sizes = await Promise.all(
    [...new Set(urls)].map(
      async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

/**
 * Lighthouse's own transient failures: the trace missed the navigation's start (its message says
 * "Please run Lighthouse again"), or Chromium was slow to hand over a response body on a busy
 * machine (PROTOCOL_TIMEOUT). A run that fails for these reasons is tried again, twice at most.
 */
const retriedErrors = new Set(['NO_NAVSTART', 'NO_FCP', 'PROTOCOL_TIMEOUT']);

/** One Lighthouse run in a fresh Chromium (its own temporary profile). */
async function runLighthouse(
  url: string,
  cookie: string | null,
  traceFile: string | null,
  attempt = 1,
): Promise<Result> {
  const lhr = await runLighthouseOnce(url, cookie, traceFile);
  const code = lhr.runtimeError?.code;
  if (code && retriedErrors.has(code) && attempt < 3) {
    console.log(`${url}: ${code}, running Lighthouse again`);
    return runLighthouse(url, cookie, traceFile, attempt + 1);
  }
  if (lhr.runtimeError) {
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/**
 * chrome-launcher's flags turn features off in a `--disable-features` switch of their own; ours
 * comes after it, so it repeats them (e2e/support/chromium.ts).
 */
const launcherDisabledFeatures = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .flatMap((flag) => flag.slice('--disable-features='.length).split(','));
const lighthouseChromeFlags = [...machineArgs, disableFeaturesSwitch(launcherDisabledFeatures)];

/** traceFile: where to keep the run's trace (Chromium's trace format, for DevTools' Performance panel). */
async function runLighthouseOnce(
  url: string,
  cookie: string | null,
  traceFile: string | null,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: categories.map((c) => c.id),
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (traceFile) await writeFile(traceFile, JSON.stringify(result.artifacts.Trace));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const formatMetric = (value: number, unit: string) =>
  unit === 'ms'
    ? value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`
    : value.toFixed(3);

assertChromiumInstalled();
const app = await startBuiltApp({ LOG_LEVEL: 'error' });
try {
  const cookie = await signInAsReturningOwner(app.baseUrl);
  const chosen = pages.filter((page) => !onlyPages || onlyPages.includes(page.path ?? 'review'));
  // The review page's deck is rendered (LibreOffice) only when that page is measured.
  const review = chosen.some((page) => page.path === null)
    ? await deliverRenderedDeck(app.baseUrl, { slides: reviewSlides })
    : null;
  // Measured as a visitor meets the app: after its start's own work (the demo decks' previews,
  // LibreOffice: it landed in the first page's runs) and with each page's server code warmed
  // (a fresh process renders a page's first answer several times slower).
  await waitUntilQuiet(app.processGroup);
  for (const page of chosen) {
    const path = page.path ?? review?.path ?? '';
    for (let warm = 0; warm < 3; warm++) {
      await (
        await fetch(`${app.baseUrl}${path}`, {
          headers: page.isSignedIn ? { cookie } : {},
          redirect: 'manual',
        })
      ).arrayBuffer();
    }
  }
  const rows: Parameters<typeof writeResult>[1] = [];
  const table: string[][] = [
    ['page', ...categories.map((c) => c.label), ...metrics.map((m) => m.label), 'JS gzip'],
  ];
  const notes: string[] = [];
  let version = '';
  for (const page of chosen) {
    const path = page.path ?? review?.path ?? '';
    const url = `${app.baseUrl}${path}`;
    const pageCookie = page.isSignedIn ? cookie : null;
    await fetch(url, pageCookie ? { headers: { cookie: pageCookie } } : {}); // warm the server
    const lhrs: Result[] = [];
    if (reportsDir) await mkdir(reportsDir, { recursive: true });
    for (let i = 0; i < runs; i++) {
      const reportName = `${(page.path ?? 'review').replace(/\W+/g, '-')}-${i + 1}`;
      const lhr = await runLighthouse(
        url,
        pageCookie,
        reportsDir ? join(reportsDir, `${reportName}.trace.json`) : null,
      );
      if (page.isSignedIn && new URL(lhr.finalDisplayedUrl).pathname !== path) {
        throw new Error(`${path}: signed-in run ended at ${lhr.finalDisplayedUrl}`);
      }
      lhrs.push(lhr);
      version = lhr.lighthouseVersion;
      if (reportsDir) await writeFile(join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    }
    const name = page.path ?? `${path} (${reviewSlides} slides)`;
    const line = [name];
    for (const category of categories) {
      const score = median(lhrs.map((lhr) => toScore(lhr, category.id)));
      const wanted =
        category.id === 'performance'
          ? (page.performanceBudget ?? category.budget)
          : category.budget;
      const holds = score >= wanted;
      line.push(`${score}${holds ? '' : ' ✗'}`);
      const budget = wanted === 100 ? '100' : `>= ${wanted}`;
      rows.push({
        figure: `${name} ${category.label}`,
        value: score,
        unit: '',
        budget,
        holds,
      });
      if (!holds) {
        notes.push(`${name} ${category.label} ${score} (budget ${budget}), failing audits:`);
        for (const audit of findFailingAudits(lhrs, category.id).slice(0, 10)) {
          notes.push(`  - ${audit}`);
        }
      }
    }
    for (const metric of metrics) {
      const value = median(lhrs.map((lhr) => toMetric(lhr, metric.id)));
      line.push(formatMetric(value, metric.unit));
      const rounded = metric.unit === 'ms' ? Math.round(value) : Number(value.toFixed(3));
      rows.push({
        figure: `${name} ${metric.label}`,
        value: rounded,
        unit: metric.unit,
        budget: '',
        holds: true,
      });
    }
    if (page.scriptBudgetKb === undefined) {
      line.push('');
    } else {
      const scriptKb = Number((await measureScriptsKb(lhrs[0]!)).toFixed(1));
      const holds = scriptKb <= page.scriptBudgetKb;
      line.push(`${scriptKb} KB${holds ? '' : ' ✗'}`);
      rows.push({
        figure: `${name} JS gzip`,
        value: scriptKb,
        unit: 'KB',
        budget: `<= ${page.scriptBudgetKb}`,
        holds,
      });
    }
    table.push(line);
  }
  table.push([
    'budget',
    ...categories.map((c) => (c.budget === 100 ? '100' : `>= ${c.budget}`)),
    ...metrics.map(() => ''),
    '<= 120 KB (public face)',
  ]);
  const slowdownNote =
    cpuSlowdown === throttling.mobileSlow4G.cpuSlowdownMultiplier
      ? ''
      : `, CPU ${cpuSlowdown}x slower than this machine's (the budgets are for 4x)`;
  console.log(`Lighthouse ${version}, mobile preset${slowdownNote}, median of ${runs} runs`);
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  for (const note of notes) console.log(note);
  const ok = writeResult('lighthouse', rows);
  console.log(ok ? 'lighthouse: within budget' : 'lighthouse: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.stop();
}
