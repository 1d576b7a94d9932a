import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { consentCookie } from '@deckhand/contract';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { countryHeader } from './app-server.ts';
import { appUrl } from './app-under-test.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { FailureReport } from './failure-report.ts';

/** Where the app keeps the cookie banner's answer (lib/storage/storage-keys.ts). */
const cookieSettingsKey = 'deckhand.cookie-settings';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * One Chromium per worker, launched by the first file that asks and used by the files that run
 * after it in the same worker (the suite runs with `isolate: false`, vitest.config.ts): a launch
 * cost 1-4 s of a two-core machine's CPU, once per file before. Files share nothing else of it:
 * every test opens its own context (cookies, storage, cache) through `openPage`, and a file closes
 * the contexts it opened. Playwright closes the browser when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function launchWorkerBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return workerBrowser;
}

/** The worker's Chromium for a test file; each test opens its own context through `openPage`. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const report = new FailureReport();
  beforeAll(async () => {
    browser = await launchWorkerBrowser();
  });
  // A failed journey prints what its pages showed and logged (support/failure-report.ts).
  beforeEach(({ onTestFailed }) => {
    report.clear();
    onTestFailed(async () => {
      process.stderr.write(`\n── the failed journey's pages ──\n${await report.write()}\n`);
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  return {
    baseUrl: () => appUrl(),
    /** A page in a fresh context; `prepare` runs before the first navigation (listeners, say). */
    openPage: async (
      path: string,
      viewport: keyof typeof viewports = 'desktop',
      options: {
        javaScriptEnabled?: boolean;
        prepare?: (page: Page) => void | Promise<void>;
        /** Leave the cookie banner unanswered (every other journey has answered it). */
        asksCookieConsent?: boolean;
        /** The visitor's country, as the edge proxy tells the app (COUNTRY_HEADER). */
        country?: string;
        /** Return at once, on the server's HTML, without waiting for the app to take it over. */
        beforeTheApp?: boolean;
        /** Another address than this file's app (a balancer in front of several). */
        baseUrl?: string;
        /** A phone on Lighthouse's mobile conditions from the first request (throttleLikeLighthouse). */
        throttled?: boolean;
      } = {},
    ): Promise<Page> => {
      const baseUrl = options.baseUrl ?? appUrl();
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: viewports[viewport],
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // No fades: a toast appearing or leaving while axe measures it would be half transparent.
        reducedMotion: 'reduce',
        extraHTTPHeaders: options.country ? { [countryHeader]: options.country } : {},
      });
      if (!options.asksCookieConsent) {
        // The banner sits over the bottom of the page: journeys start with it answered (no), in
        // the cookie the server reads (then it sends no banner) and in local storage (§3).
        await context.addCookies([{ name: consentCookie, value: 'necessary', url: baseUrl }]);
        await context.addInitScript(
          ([key, value]) => {
            if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
          },
          [cookieSettingsKey, JSON.stringify({ thirdParties: false })] as const,
        );
      }
      contexts.push(context);
      const page = await context.newPage();
      report.watch(page);
      if (options.throttled) await throttleLikeLighthouse(page);
      await options.prepare?.(page);
      // The app's entry (boot) runs before DOMContentLoaded; `load` may wait for the app's files.
      await page.goto(path, options.beforeTheApp ? { waitUntil: 'domcontentloaded' } : {});
      // Journeys act on the page as soon as it shows, as a person does: a click on a button and a
      // post form typed into and sent before the app runs are held and carried out by the app
      // (app/rendering/held-clicks.ts, lib/forms/held-forms.ts).
      return page;
    },
  };
}

/**
 * Lighthouse's mobile preset as Chromium applies it (its "devtools" throttling of slow 4G):
 * 562.5 ms round trips, 1.47 Mbit/s down, 675 kbit/s up, and the CPU four times slower.
 */
export async function throttleLikeLighthouse(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Waits until the app has hydrated the server-rendered page (`data-app="ready"` on <html>, set
 * by its first commit), or on a static page until its script has bound the HTML
 * (`data-static-page="ready"`), so that typing or a click at once is handled and not lost on the
 * bare HTML. (A click on a button, tab, menu item, switch or option needs no wait: the page holds
 * it and replays it once the app is live; app/rendering/held-clicks.ts.)
 */
export async function waitForApp(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      const { app, staticPage } = document.documentElement.dataset;
      return app === 'ready' || staticPage === 'ready';
    },
    undefined,
    timeout === undefined ? {} : { timeout },
  );
}

/**
 * The app's scripts held back, as on a phone that shows the server's HTML seconds before the app
 * runs: boot.ts (the page's entry) runs, every other script waits until `release()`. Pass
 * `prepare` to `openPage` with `beforeTheApp: true`; `held()` counts what waits. `scripts` holds
 * only those (a part loaded apart, whose page goes live without it).
 */
export function holdTheApp(scripts: RegExp = /\/assets\/.+\.js$/) {
  const held: Route[] = [];
  let released = false;
  return {
    prepare: async (page: Page) => {
      await page.route(scripts, (route) => {
        if (released || /\/assets\/index-[^/]+\.js$/.test(route.request().url())) {
          return route.continue();
        }
        held.push(route);
      });
    },
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

let axeMinified: Promise<string> | undefined;
/** axe-core's minified build, read once per worker. */
function axeSource(): Promise<string> {
  axeMinified ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeMinified;
}

/** WCAG 2.2 AA: what every page is checked against. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Asserts zero axe violations against the WCAG 2.2 AA tags, once the page's transitions have
 * ended: a toast fading in is half transparent, and axe would measure its text mid-fade.
 * `include` limits the check to one part (a selector) where a test is about that part of a long
 * page: axe takes 10–20 s over the whole UI kit.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  // axe's minified source, once in each frame: AxeBuilder evaluates the source it is given in
  // the page and then again in every frame (the page's too), and its default is axe.js, 1.3 MB
  // against 0.58. It is given a no-op in its place. Then only violations are gathered (passes and
  // the rest cost as much again), in the page itself ("legacy mode"): the default opens a blank
  // page per check to merge the frames' results, for cross-origin frames, which no page of the
  // app has. 0.74 s a check against 1.08; the source once, 0.47 s against 0.56 (quiet).
  const source = await axeSource();
  await Promise.all(page.frames().map((frame) => frame.evaluate(source).catch(() => undefined)));
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .options({ runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Resolves once the page's realtime connection has joined a channel (socket.io's acknowledgement
 * `{ ok: true }` arrives): start it before the page opens the connection, await it before another
 * browser makes the change the page should hear of. `atPath` counts only the connections of the
 * document at that path: before a full navigation, the page being left may still be joining.
 */
export function waitForChannelJoined(
  page: Page,
  { timeoutMs = 15_000, atPath }: { timeoutMs?: number; atPath?: string } = {},
): Promise<void> {
  const isAtPath = (url: string) => atPath === undefined || new URL(url).pathname === atPath;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no realtime channel joined')), timeoutMs);
    const check = (text: string) => {
      if (!text.includes('"ok":true')) return;
      clearTimeout(timer);
      resolve();
    };
    // socket.io answers over its websocket, or over long-polling before the upgrade.
    page.on('websocket', (socket) => {
      if (!isAtPath(page.url())) return;
      socket.on('framereceived', ({ payload }) => check(String(payload)));
    });
    page.on('response', (response) => {
      if (!response.url().includes('/v1/realtime')) return;
      if (!isAtPath(response.frame().url())) return;
      response.text().then(check, () => undefined);
    });
  });
}
