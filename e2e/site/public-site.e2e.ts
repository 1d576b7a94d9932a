import { consentCookie } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { appUrl } from '../support/app-under-test.ts';
import { expectNoAxeViolations, holdTheApp, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

/** The public site's pages, as the server's sitemap lists them (the order flows and sign-in aside). */
let sitePages: string[] = [];
/** The enterprise clients' landing pages (§2.2), from the same sitemap. */
let landingPages: string[] = [];
const otherPublicPages = /^\/(order-now|order-ads|quote|try-us-out|10-for-49|login|signup)$/;

beforeAll(async () => {
  const sitemap = await (await fetch(`${appUrl()}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  landingPages = listed.filter((path) => path.startsWith('/clients/'));
  sitePages = listed.filter((path) => !otherPublicPages.test(path) && !landingPages.includes(path));
});

/** A static page: sent without the app, its script has bound the HTML (app/static-page.ts). */
const isStaticPage = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.dataset.staticPage === 'ready' &&
      !Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  );

/** The scripts the page downloads. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Console errors and warnings: a hydration mismatch is one. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

describe('the public site (§2.2)', () => {
  it('lists every page of the site in its sitemap', () => {
    expect(sitePages).toContain('/pricing');
    expect(sitePages).toContain('/documents/cookies-policy');
    expect(sitePages.length).toBeGreaterThanOrEqual(26);
  });

  it('renders every page with its heading, title and footer, as a static page without a console error and with zero axe violations', async () => {
    const page = await browser.openPage('/about');
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    for (const path of sitePages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForApp(page);
      expect(await isStaticPage(page), path).toBe(true);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.count(), { message: path }).toBe(1);
      expect(await page.title(), path).toMatch(/ · Deckhand$/);
      expect(await page.getByRole('contentinfo').count(), path).toBe(1);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
    // The app (React, the router, the framework chunk) never loads on the site's pages.
    expect(scripts.filter((src) => /\/assets\/(app|shared|framework)-/.test(src))).toEqual([]);
  }, 300_000);

  it('shows the live prices on /pricing on a phone, inside the window', async () => {
    const page = await browser.openPage('/pricing', 'mobile');
    const problems = watchConsole(page);
    const table = page.getByRole('table', { name: 'Price per slide' });
    await expect.poll(() => table.textContent()).toMatch(/\$\d+\.\d\d \/ slide/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens the header menus without the app, and follows their links', async () => {
    const page = await browser.openPage('/services');
    const services = page.getByRole('banner').getByRole('button', { name: 'Services' });
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await services.evaluate((button) => button === document.activeElement)).toBe(true);
    await services.click();
    await page.getByRole('banner').getByRole('link', { name: 'Dedicated team' }).click();
    await page.waitForURL('**/dedicated-teams');
    await waitForApp(page);
    expect(await isStaticPage(page)).toBe(true);
    expect(await page.title()).toBe('Dedicated design teams · Deckhand');
  });

  it('opens the mobile menu on a phone, and closes it with Escape', async () => {
    const page = await browser.openPage('/pricing', 'mobile');
    const burger = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await burger.click();
    await menu.getByRole('link', { name: 'Free templates' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Order now' }).getAttribute('href')).toBe(
      '/order-now',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('logs a signed-in visitor out from a static page', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'owner@example.com');
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
  });
});

describe("the enterprise clients' landing pages (§2.2)", () => {
  it('renders each without the header, with a call to its own order path; two leave the footer out', async () => {
    expect(landingPages.length).toBeGreaterThanOrEqual(20);
    const page = await browser.openPage(landingPages[0] ?? '/');
    const problems = watchConsole(page);
    const footerless: string[] = [];
    for (const path of landingPages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForApp(page);
      expect(await isStaticPage(page), path).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).count(), { message: path })
        .toBe(1);
      expect(await page.getByRole('banner').count(), path).toBe(0);
      expect(await page.getByRole('link', { name: 'Order now' }).getAttribute('href'), path).toBe(
        `${path}/order-now`,
      );
      if ((await page.getByRole('contentinfo').count()) === 0) footerless.push(path);
      await expectNoAxeViolations(page);
    }
    expect(footerless).toHaveLength(2);
    expect(problems).toEqual([]);
  }, 300_000);

  it("takes a visitor from a landing page to the client's order form", async () => {
    const page = await browser.openPage('/clients/contoso', 'mobile');
    await page.getByRole('link', { name: 'Order now' }).click();
    await page.waitForURL('**/clients/contoso/order-now');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});

describe('the cookie banner (§2.5)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const consentCookieOf = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === consentCookie)?.value;

  it('paints with the page and answers before the app runs (issue 33)', async () => {
    // Without JavaScript: in the server's HTML, visible.
    const bare = await browser.openPage('/login', 'mobile', {
      asksCookieConsent: true,
      javaScriptEnabled: false,
    });
    expect(await banner(bare).isVisible()).toBe(true);
    expect(await banner(bare).getByRole('button', { name: 'I accept' }).isVisible()).toBe(true);
    // With the app's scripts held back, a tap on the bare HTML answers it (boot's handler).
    const app = holdTheApp();
    const page = await browser.openPage('/login', 'mobile', {
      asksCookieConsent: true,
      beforeTheApp: true,
      prepare: app.prepare,
    });
    await banner(page).getByRole('button', { name: 'I accept' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(await consentCookieOf(page)).toBe('all');
    expect(app.held()).toBeGreaterThan(0);
    await app.release();
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
    await page.reload();
    await waitForApp(page);
    expect(await banner(page).count()).toBe(0);
  });

  it('stays away, after the app runs too, for a visitor who answered before the cookie existed', async () => {
    const page = await browser.openPage('/login', 'desktop', {
      asksCookieConsent: true,
      prepare: async (opened) => {
        await opened.addInitScript(() =>
          window.localStorage.setItem('deckhand.cookie-settings', '{"thirdParties":false}'),
        );
      },
    });
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookieOf(page)).toBe('necessary');
  });

  it("asks an EU visitor with 'Cookie settings' and 'Accept all', and keeps the choice across a reload", async () => {
    const page = await browser.openPage('/pricing', 'mobile', {
      asksCookieConsent: true,
      country: 'DK',
    });
    await banner(page).waitFor();
    expect(await banner(page).getByRole('button', { name: 'I accept' }).count()).toBe(0);
    await expect
      .poll(() => banner(page).getByRole('button', { name: 'Accept all' }).count())
      .toBe(1);
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
    const performance = banner(page).getByRole('checkbox', { name: /Performance/ });
    await performance.check();
    await banner(page).getByRole('button', { name: 'Save settings' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('deckhand.cookie-settings'))).toBe(
      '{"thirdParties":true}',
    );
    expect(await consentCookieOf(page)).toBe('all');
    // The server reads the cookie: the next page comes without the banner in its HTML.
    expect(await (await page.request.get('/pricing')).text()).not.toContain('data-cookie-banner');
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it("asks a visitor outside the EU with 'I accept'", async () => {
    const page = await browser.openPage('/about', 'desktop', {
      asksCookieConsent: true,
      country: 'US',
    });
    await banner(page).waitFor();
    expect(await banner(page).getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    await banner(page).getByRole('button', { name: 'I accept' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });
});
