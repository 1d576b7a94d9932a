import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPrefix,
  endpoints,
  headers,
  requestedWithValue,
  serverMessages,
  authScreenTexts as t,
} from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, registerByApi } from '../support/accounts.ts';
import { appUrl } from '../support/app-under-test.ts';
import { useBrowser, viewports, waitForApp } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';

const browser = useBrowser();

/** Where the screenshots go, to be looked at (issue 8: "screenshots looked at"). */
const shotsDir = process.env.E2E_SCREENSHOTS_DIR ?? join(tmpdir(), 'shots');
mkdirSync(shotsDir, { recursive: true });

/** Pages a visitor sees; `/reset-password/{token}` is added with a live link. */
const visitorPages = [
  '/login',
  '/signup',
  '/reset-password',
  '/join/not-a-real-invite',
  '/unsubscribe/offers',
  `/redirect?url=${encodeURIComponent('https://example.com/brief')}`,
  '/no-such-page',
];

/** Pages of a signed-in customer, with one that is not built yet. */
const profilePages = [
  '/my-profile/team',
  '/my-profile/user-details',
  '/my-profile/security',
  '/my-profile/orders',
];

type TViewport = keyof typeof viewports;

/** A live reset link for a new account, so that the new-password page is shown as mailed. */
async function createResetLinkPath(): Promise<string> {
  const email = uniqueEmail('layout');
  await registerByApi(email, 'Lee Layout');
  const response = await fetch(`${appUrl()}${apiPrefix}${endpoints.users.resetRequest(email)}`, {
    headers: { [headers.requestedWith]: requestedWithValue },
  });
  expect(response.status).toBe(200);
  const { link } = await waitForMail(email, /reset/i);
  return new URL(link).pathname;
}

/** Runs in the page: the box of the first invalid field (with its label) and what covers it. */
function readFirstInvalidField() {
  const input = document.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!input) return null;
  const box = (input.closest('.mantine-InputWrapper-root') ?? input).getBoundingClientRect();
  const coveredBy = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
    .filter((element) => {
      const { position } = window.getComputedStyle(element);
      if ((position !== 'sticky' && position !== 'fixed') || element.contains(input)) return false;
      const rect = element.getBoundingClientRect();
      const overlaps =
        rect.bottom > box.top &&
        rect.top < box.bottom &&
        rect.right > box.left &&
        rect.left < box.right;
      return rect.width > 0 && rect.height > 0 && overlaps;
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  return { isInView: box.top >= 0 && box.bottom <= window.innerHeight, coveredBy };
}

const readScrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Submits a form with a mistake: its first invalid field ends fully in view, under nothing. */
async function expectFailedSubmitShowsFirstError(page: Page, submit: () => Promise<void>) {
  const scrollBefore = await readScrollY(page);
  await submit();
  await expect
    .poll(() => page.evaluate(readFirstInvalidField))
    .toEqual({ isInView: true, coveredBy: [] });
  return scrollBefore;
}

async function expectNoHorizontalOverflow(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    content: document.scrollingElement?.scrollWidth ?? 0,
    window: window.innerWidth,
  }));
  expect(widths.content, `${path} is wider than the window`).toBeLessThanOrEqual(widths.window);
}

/** Runs in the page: how the focused element shows its focus. */
function readFocusRing() {
  const style = window.getComputedStyle(document.activeElement ?? document.body);
  return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
}

type TVisit = { path: string; name: string };

const toVisit = (path: string): TVisit => ({
  path,
  name: path.replace(/\?.*$/, '').replaceAll('/', '_').replace(/^_/, ''),
});

/**
 * Opens `path` inside the running app (a router navigation, as a link would), which is much
 * faster than loading the page again; done once the page's heading has changed.
 */
async function openInApp(page: Page, path: string) {
  const heading = page.locator('h1').first();
  const before = (await heading.count()) > 0 ? await heading.textContent() : null;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((previous) => {
    const current = document.querySelector('h1');
    return current !== null && current.textContent !== previous;
  }, before);
}

async function visit(page: Page, { path, name }: TVisit, viewport: TViewport) {
  await openInApp(page, path);
  await expectNoHorizontalOverflow(page, path);
  await page.screenshot({ path: join(shotsDir, `${viewport}-${name}.png`) });
}

describe('layout at 1280, 768 and 390 px (issue 8, items 14 and 15)', () => {
  let resetLink: TVisit;
  beforeAll(async () => {
    resetLink = { path: await createResetLinkPath(), name: 'reset-password_link' };
  });

  it.each(Object.keys(viewports) as TViewport[])(
    '%s: no page is wider than the window; a failed submit shows its first invalid field',
    async (viewport) => {
      // Opened on another page, so that the first visit changes the heading.
      const page = await browser.openPage('/no-such-page', viewport);
      for (const item of [...visitorPages.map(toVisit), resetLink]) {
        await visit(page, item, viewport);
      }

      await openInApp(page, '/login');
      await field(page, t.email).focus();
      expect(await page.evaluate(readFocusRing)).toEqual({ style: 'solid', width: 2 });
      const continueButton = page.getByRole('button', { name: t.continue, exact: true });
      const loginScroll = await expectFailedSubmitShowsFirstError(page, () =>
        continueButton.click(),
      );
      // The login form fits every window: the page must not jump.
      expect(await readScrollY(page)).toBe(loginScroll);

      await openInApp(page, '/signup');
      await expectFailedSubmitShowsFirstError(page, () =>
        page.getByRole('button', { name: t.continue, exact: true }).click(),
      );
      // The focus follows in the frame after the error shows (scrollToFirstError).
      await expect
        .poll(() => field(page, t.fullName).evaluate((input) => input === document.activeElement))
        .toBe(true);

      await logIn(page, 'owner@example.com');
      for (const item of profilePages.map(toVisit)) await visit(page, item, viewport);

      await openInApp(page, '/my-profile/user-details');
      await field(page, t.fullName).fill('');
      // From the bottom of the page, where the save button is.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectFailedSubmitShowsFirstError(page, () =>
        page.getByRole('button', { name: 'Save changes' }).click(),
      );
      await page.screenshot({ path: join(shotsDir, `${viewport}-user-details-failed.png`) });
    },
  );
});

describe('refusals on a form (issue 8, items 10 and 12)', () => {
  it('shows the server message of a refused login, and a repeated 429 only once', async () => {
    // The app's log-in form: reached inside the app (/login itself is a static page, whose
    // refused form the server renders again, no-script-sign-in.e2e.ts).
    // The link is followed inside the app once it runs; before, it loads the static /login (as
    // it should), whose form posts to the server and not to the API route stubbed here.
    const page = await browser.openPage('/reset-password', 'mobile');
    await waitForApp(page);
    await page.getByRole('link', { name: t.backToLogin }).click();
    await page.getByRole('heading', { name: t.loginHeading }).waitFor();
    const tooMany = serverMessages.tooManyAttempts(42);
    let status = 403;
    let answered = 0;
    await page.route(`**${apiPrefix}${endpoints.users.login}`, async (route) => {
      answered += 1;
      const message = status === 403 ? serverMessages.originMismatch : tooMany;
      await route.fulfill({ status, json: { status: 'error', message } });
    });
    const continueButton = page.getByRole('button', { name: t.continue, exact: true });
    const submitOnce = async () => {
      const before = answered;
      await continueButton.click();
      await expect.poll(() => answered).toBe(before + 1);
      await expect.poll(() => continueButton.getAttribute('data-loading')).toBeNull();
    };

    await field(page, t.email).fill('owner@example.com');
    await field(page, t.password).fill('Deckhand#2026');
    await submitOnce();
    await page.getByRole('alert').filter({ hasText: serverMessages.originMismatch }).waitFor();

    status = 429;
    await submitOnce();
    await submitOnce();
    await page.getByRole('alert').filter({ hasText: tooMany }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: tooMany }).count()).toBe(1);
    await page.screenshot({ path: join(shotsDir, 'mobile-login-refused.png') });
  });
});
