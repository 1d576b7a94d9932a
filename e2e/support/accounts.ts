import {
  apiPrefix,
  endpoints,
  headers,
  requestedWithValue,
  authScreenTexts as t,
} from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from './app-under-test.ts';
import { field } from './fields.ts';

/** The password every demo account has (README). */
export const demoPassword = 'Deckhand#2026';

/** A password that passes every rule of §5.1. */
export const journeyPassword = 'Journey#2026a';

/**
 * Fills and submits the login form on the current page at once, as a person or a password manager
 * does (issue 33): before the app runs, what is typed and the send are held, and the app sends
 * them when it does (lib/forms/held-forms.ts).
 */
export async function submitLogin(
  page: Page,
  { email, password, remember = false }: { email: string; password: string; remember?: boolean },
) {
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  if (remember) await field(page, t.rememberMe).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
}

/**
 * Opens /login and signs in; resolves once a profile page is shown, after the app's own redirect
 * from /my-profile to its first page (a test that navigates earlier races that redirect).
 */
export async function logIn(page: Page, email: string, password: string = demoPassword) {
  await page.goto('/login');
  await submitLogin(page, { email, password });
  await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
  await page.locator('main h1').first().waitFor();
  await answerOffers(page);
}

/**
 * Journeys start with the offers of §3's modal flags answered for the signed-in person, as they
 * start with the cookie banner answered: the Pro plan offered to a team that placed its third
 * order in 60 days would otherwise open over the orders list of a journey that places orders as a
 * demo owner (and of every later file on the same app). The offers' own tests are the web's
 * (subscription-offer-popup.test.tsx, could-save-popup.test.tsx). Settings are saved whole.
 */
async function answerOffers(page: Page) {
  const me = await page.request.get(`${apiPrefix}${endpoints.users.me}`);
  expect(me.status()).toBe(200);
  const { user } = (await me.json()) as {
    user: { isStaff: boolean; settings: Record<string, unknown> & { modals?: object } };
  };
  if (user.isStaff) return;
  const settings = {
    ...user.settings,
    modals: { ...user.settings.modals, onlineSubscriptionsPopup: true, couldSavePopup: true },
  };
  const saved = await page.request.put(`${apiPrefix}${endpoints.customers.settings}`, {
    headers: { [headers.requestedWith]: requestedWithValue },
    data: settings,
  });
  expect(saved.status()).toBe(200);
}

/** Signs staff in: the app sends them on to the staff console's order queue (§2.3). */
export async function logInStaff(page: Page, email = 'staff@example.com') {
  await page.goto('/login');
  await submitLogin(page, { email, password: demoPassword });
  await page.getByRole('heading', { name: 'Order queue', level: 1 }).waitFor();
}

/** The account sidebar of the profile area (in the drawer below 768 px). */
export function profileNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Account' });
}

/** Signs a person up through the API (not verified), as a journey's starting point. */
export async function registerByApi(email: string, fullName = 'Riley Reset') {
  const response = await fetch(`${appUrl()}${apiPrefix}${endpoints.users.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [headers.requestedWith]: requestedWithValue },
    body: JSON.stringify({ fullName, email, password: 'Initial#2026', receiveOffers: false }),
  });
  expect(response.status).toBe(201);
}
