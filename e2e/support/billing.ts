import { authScreenTexts as t } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { journeyPassword, profileNavigation } from './accounts.ts';
import { field } from './fields.ts';
import { uniqueEmail } from './mailbox.ts';

/** The sandbox gateway's documented test cards (docs/billing.md). */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** The bank asks for its check (3-D Secure): the sandbox bank check page settles it. */
  bankCheck: '4000 0027 6000 3184',
} as const;

/**
 * Signs a new customer up through the form: the owner of a team of their own, with no billing
 * history, so that a journey's purchases are its own (demo accounts are shared by every file).
 */
export async function signUpOwner(page: Page, prefix: string, fullName = 'Bea Buyer') {
  const email = uniqueEmail(prefix);
  await page.goto('/signup');
  // As submitLogin: typed and sent at once, whether or not the app runs yet (issue 33).
  await field(page, t.fullName).fill(fullName);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(journeyPassword);
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  // As logIn: the app sends /my-profile on to its first page once it runs, and that page change
  // closes whatever a journey opens earlier (the Pro plan promo, say).
  await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
  await profileNavigation(page).waitFor();
  return email;
}

/** Types a card into the sandbox card frame and submits it (a year ahead of now, any CVC). */
export async function enterSandboxCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe[title="Card details"]');
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill(`12/${year}`);
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Use this card' }).click();
}
