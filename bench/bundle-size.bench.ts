/**
 * Bundle report: what the browser downloads for /login, each file gzipped here (level 6, whatever
 * the server sent). Budgets (issue 9): JavaScript <= 130 KB gzip in <= 8 files, CSS <= 20 KB gzip.
 * BUNDLE_ROUTE measures another page against the same budgets.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { writeResult } from './report.ts';

const budgets = { scriptKb: 130, scriptFiles: 8, styleKb: 20 };
const route = process.env.BUNDLE_ROUTE ?? '/login';

type TFile = { kind: 'script' | 'stylesheet'; url: string; raw: number; gzip: number };

const toKb = (bytes: number) => bytes / 1024;
const sumKb = (files: TFile[]) => toKb(files.reduce((sum, f) => sum + f.gzip, 0));

assertChromiumInstalled();
const app = await startBuiltApp({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const downloads: Promise<TFile>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    downloads.push(
      response.body().then((body) => ({
        kind,
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      })),
    );
  });
  await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'networkidle' });
  const files = await Promise.all(downloads);
  const scripts = files.filter((f) => f.kind === 'script');
  const styles = files.filter((f) => f.kind === 'stylesheet');
  for (const f of [...scripts, ...styles]) {
    console.log(`${f.url}  ${toKb(f.raw).toFixed(1)} KB raw  ${toKb(f.gzip).toFixed(1)} KB gzip`);
  }
  const scriptKb = sumKb(scripts);
  const styleKb = sumKb(styles);
  const rows = [
    {
      figure: `${route} JS gzip`,
      value: Number(scriptKb.toFixed(1)),
      unit: 'KB',
      budget: `<= ${budgets.scriptKb}`,
      holds: scriptKb <= budgets.scriptKb,
    },
    {
      figure: `${route} JS files`,
      value: scripts.length,
      unit: '',
      budget: `<= ${budgets.scriptFiles}`,
      holds: scripts.length <= budgets.scriptFiles,
    },
    {
      figure: `${route} CSS gzip`,
      value: Number(styleKb.toFixed(1)),
      unit: 'KB',
      budget: `<= ${budgets.styleKb}`,
      holds: styleKb <= budgets.styleKb,
    },
  ];
  console.log(
    `${route}: ${scripts.length} scripts, ${scriptKb.toFixed(1)} KB gzip ` +
      `(budget <= ${budgets.scriptKb} KB in <= ${budgets.scriptFiles} files); ` +
      `${styles.length} stylesheets, ${styleKb.toFixed(1)} KB gzip (budget <= ${budgets.styleKb} KB)`,
  );
  const ok = writeResult('bundle', rows);
  console.log(ok ? 'bundle: within budget' : 'bundle: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
}
