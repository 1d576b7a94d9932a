import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath, machineArgs, playwrightDisabledFeatures } from './chromium.ts';

/** The targets open once a new context has its first page, by type (`page`, `browser_ui`…). */
async function targetTypesOfNewContext(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const context = await browser.newContext();
  await context.newPage();
  const { targetInfos } = await session.send('Target.getTargets');
  await context.close();
  await session.detach();
  return targetInfos.map((target) => target.type).sort();
}

/** The features Playwright's own switches turn off, read from the installed playwright-core. */
async function installedPlaywrightDisabledFeatures(): Promise<string[]> {
  const packageFile = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = await readFile(join(dirname(packageFile), 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's list of disabled features was not found");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe("the test browser's switches", () => {
  const browsers: Browser[] = [];
  const launch = async (args: string[]) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args });
    browsers.push(browser);
    return browser;
  };
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  it('repeat the features Playwright turns off (Chromium reads the last list only)', async () => {
    expect([...playwrightDisabledFeatures].sort()).toEqual(
      (await installedPlaywrightDisabledFeatures()).sort(),
    );
  });

  it('open no address bar popups with a new context, where the default opens two', async () => {
    const withDefaults = await targetTypesOfNewContext(await launch(machineArgs));
    expect(withDefaults.filter((type) => type === 'browser_ui')).toHaveLength(2);
    const withOurs = await targetTypesOfNewContext(await launch(chromiumArgs));
    expect(withOurs).toContain('page');
    expect(withOurs).not.toContain('browser_ui');
  });
});
