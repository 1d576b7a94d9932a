/**
 * Bundle report: what the browser downloads for a page, each file gzipped here (level 6, whatever
 * the server sent). The budgets hold the critical path: the scripts and stylesheets the page's
 * HTML names (its entry, the app's and the page's chunks it preloads, their CSS); what the app
 * imports on demand until the network is idle (the realtime client of live updates, the lazily
 * loaded tooltip's stylesheet) is printed beside it. Budgets (issue 33): /login and /signup (static pages, docs/static-pages.md)
 * JavaScript <= 140 KB gzip; /order-now and every signed-in page <= 200 KB in <= 15 files; CSS
 * <= 20 KB gzip everywhere (issue 9); a static page of the public site (/pricing) <= 120 KB of
 * JavaScript. Signed-in pages are opened as the demo owner (owner@example.com).
 * BUNDLE_ROUTES=/login,/my-profile/team measures only those pages; BUNDLE_FILES=all lists every
 * file of the critical path, stylesheets too.
 */
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from 'playwright-core';
import { pageScriptsId } from '../apps/web/src/app/rendering/script-list.ts';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { type ResultRow, writeResult } from './report.ts';
import { readResponseBody } from './response-body.ts';
import { signInByApi } from './review-delivery.ts';

type TBudget = { scriptKb: number; scriptFiles?: number; styleKb: number };
const signInPages: TBudget = { scriptKb: 140, styleKb: 20 };
const appPages: TBudget = { scriptKb: 200, scriptFiles: 15, styleKb: 20 };
/** A static page of the public site runs no app (docs/rendering.md). */
const staticPages: TBudget = { scriptKb: 120, styleKb: 20 };
const pages: { route: string; isSignedIn: boolean; budget: TBudget }[] = [
  { route: '/login', isSignedIn: false, budget: signInPages },
  { route: '/signup', isSignedIn: false, budget: signInPages },
  { route: '/order-now', isSignedIn: false, budget: appPages },
  { route: '/my-profile/orders', isSignedIn: true, budget: appPages },
  { route: '/my-profile/team', isSignedIn: true, budget: appPages },
  { route: '/my-profile/billing/credits', isSignedIn: true, budget: appPages },
  { route: '/pricing', isSignedIn: false, budget: staticPages },
];
/** BUNDLE_FILES=all lists every script of a page's critical path, not only its 8 largest. */
const listedFiles = process.env.BUNDLE_FILES === 'all' ? Number.POSITIVE_INFINITY : 8;
const onlyRoutes = process.env.BUNDLE_ROUTES?.split(',').map((route) => route.trim());

type TFile = {
  kind: 'script' | 'stylesheet';
  url: string;
  raw: number;
  gzip: number;
  /**
   * Not named by the page's HTML: imported on demand (after the page ran, a lazily loaded
   * tooltip's stylesheet), not its critical path.
   */
  isLater: boolean;
};

const toKb = (bytes: number) => bytes / 1024;
const sumKb = (files: TFile[]) => toKb(files.reduce((sum, f) => sum + f.gzip, 0));

async function measure(context: BrowserContext, url: string): Promise<TFile[]> {
  const page = await context.newPage();
  let html = '';
  let isClosing = false;
  const downloads: Promise<Omit<TFile, 'isLater'> | null>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'document') void response.text().then((text) => (html ||= text));
    if (kind !== 'script' && kind !== 'stylesheet') return;
    downloads.push(
      readResponseBody(response).then(
        (body) => ({
          kind,
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        }),
        // A body still being read when the page closes (a late request, after network idle).
        (error: unknown) => {
          if (isClosing) return null;
          throw error;
        },
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page's scripts are asked for after its first paint: network idle can come first on a
  // busy machine. The app, or a static page's script, marks the page when it has run.
  await page.waitForFunction(() => {
    const { app, staticPage } = document.documentElement.dataset;
    return app === 'ready' || staticPage === 'ready';
  });
  await page.waitForLoadState('networkidle');
  // A response may arrive while the bodies are read: read until no new one came, then close.
  let read: (Omit<TFile, 'isLater'> | null)[] = [];
  do read = await Promise.all(downloads);
  while (read.length < downloads.length);
  isClosing = true;
  await page.close();
  const files = read.filter((file) => file !== null);
  // The chunks of the page's parts loaded apart are named too (`parts`, preloaded after the
  // page's), but the page hydrates without them: they are not its critical path.
  const pageList = new RegExp(
    `<script type="application/json" id="${pageScriptsId}">([^<]*)</script>`,
  ).exec(html);
  const parts = new Set((JSON.parse(pageList?.[1] ?? '{}') as { parts?: string[] }).parts ?? []);
  const named = new Set(
    (html.match(/\/assets\/[^"'\s,]+\.(js|css)/g) ?? []).filter((url) => !parts.has(url)),
  );
  return files.map((file) => ({ ...file, isLater: !named.has(file.url) }));
}

function rowsOf(route: string, files: TFile[], budget: TBudget): ResultRow[] {
  const scripts = files.filter((f) => f.kind === 'script' && !f.isLater);
  const later = files.filter((f) => f.kind === 'script' && f.isLater);
  const scriptKb = sumKb(scripts);
  const styles = files.filter((f) => f.kind === 'stylesheet' && !f.isLater);
  const laterStyles = files.filter((f) => f.kind === 'stylesheet' && f.isLater);
  const styleKb = sumKb(styles);
  const kb = (value: number) => Number(value.toFixed(2));
  console.log(
    `${route}: ${scripts.length} scripts, ${scriptKb.toFixed(2)} KB gzip; ` +
      `stylesheets ${styleKb.toFixed(1)} KB gzip; on demand ` +
      `${later.length} scripts, ${sumKb(later).toFixed(1)} KB gzip, ` +
      `${laterStyles.length} stylesheets, ${sumKb(laterStyles).toFixed(2)} KB gzip`,
  );
  // BUNDLE_FILES=all lists the stylesheets too.
  const listed = listedFiles === Number.POSITIVE_INFINITY ? [...scripts, ...styles] : scripts;
  for (const f of [...listed].sort((a, b) => b.gzip - a.gzip).slice(0, listedFiles)) {
    console.log(`    ${f.url}  ${toKb(f.gzip).toFixed(2)} KB gzip`);
  }
  const { scriptFiles } = budget;
  return [
    {
      figure: `${route} JS gzip`,
      value: kb(scriptKb),
      unit: 'KB',
      budget: `<= ${budget.scriptKb}`,
      holds: scriptKb <= budget.scriptKb,
    },
    {
      figure: `${route} JS files`,
      value: scripts.length,
      unit: '',
      budget: scriptFiles === undefined ? '' : `<= ${scriptFiles}`,
      holds: scriptFiles === undefined || scripts.length <= scriptFiles,
    },
    {
      figure: `${route} CSS gzip`,
      value: kb(styleKb),
      unit: 'KB',
      budget: `<= ${budget.styleKb}`,
      holds: styleKb <= budget.styleKb,
    },
  ];
}

assertChromiumInstalled();
const app = await startBuiltApp({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const anonymous = await browser.newContext();
  const signedIn = await browser.newContext();
  const cookie = await signInByApi(app.baseUrl, 'owner@example.com');
  await signedIn.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value, url: app.baseUrl };
    }),
  );
  const rows: ResultRow[] = [];
  for (const { route, isSignedIn, budget } of pages) {
    if (onlyRoutes && !onlyRoutes.includes(route)) continue;
    const files = await measure(isSignedIn ? signedIn : anonymous, `${app.baseUrl}${route}`);
    rows.push(...rowsOf(route, files, budget));
  }
  const ok = writeResult('bundle', rows);
  console.log(ok ? 'bundle: within budget' : 'bundle: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
}
