import { validationMessages } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { atStep, continueButton, fillOrderNow } from '../support/ordering.ts';

const browser = useBrowser();

/** The price per slide the Redesign option shows ('From $25.00 / slide' → 2500). */
async function redesignPrice(page: Page): Promise<number> {
  const text = await page
    .getByText(/^We redesign every slide.*\/ slide$/)
    .first()
    .textContent();
  return Number(text?.match(/From \$([\d ]+\.\d{2}) \/ slide/)?.[1]?.replace(/\D/g, '') ?? 0);
}

describe('ordering through the order forms', () => {
  it('shows an enterprise client its own flow on a phone', async () => {
    const page = await browser.openPage('/clients/northwind/order-now', 'mobile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await atStep(page, 'Treatment', { axe: true });
    const hasOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasOverflow).toBe(false);
  });

  it("prices an enterprise client's flow at its rates and asks its company's fields", async () => {
    const list = await browser.openPage('/order-now');
    await atStep(list, 'Treatment');
    const listPrice = await redesignPrice(list);

    const page = await browser.openPage('/clients/contoso/order-now');
    await atStep(page, 'Treatment');
    const clientPrice = await redesignPrice(page);
    expect(clientPrice).toBeGreaterThan(0);
    expect(clientPrice).toBeLessThan(listPrice);

    await fillOrderNow(page, '6', 'link', 'Order details', { axe: true });
    await field(page, 'Cost centre').waitFor();
    await continueButton(page).click();
    expect(await page.getByText(validationMessages.required).count()).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    await field(page, 'Cost centre').fill('CC-4410');
    await page.getByRole('textbox', { name: /^Region/ }).click();
    await page.getByRole('option', { name: 'EMEA' }).click();
    await continueButton(page).click();
    await atStep(page, 'Coupon');
  }, 90_000);
});
