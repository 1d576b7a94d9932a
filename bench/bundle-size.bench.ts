/**
 * Bundle report: the gzip size of all JavaScript the browser downloads for /login.
 * Budget: <= 120 KB gzip.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { assertChromiumInstalled, chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';

const budgetKb = 120;
const route = process.env.BUNDLE_ROUTE ?? '/login';

assertChromiumInstalled();
const app = await startBuiltApp({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      })),
    );
  });
  await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'networkidle' });
  const files = await Promise.all(scripts);
  const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  for (const f of files) {
    console.log(
      `${f.url}  ${(f.raw / 1024).toFixed(1)} KB raw  ${(f.gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
  console.log(
    `${route}: ${files.length} scripts, ${totalKb.toFixed(1)} KB gzip (budget <= ${budgetKb} KB)`,
  );
  console.log(totalKb <= budgetKb ? 'bundle: within budget' : 'bundle: OVER BUDGET');
  process.exitCode = totalKb <= budgetKb ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
}
