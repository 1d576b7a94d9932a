import { readFile } from 'node:fs/promises';
import { styleTemplateMessages } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser, waitForApp } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { atStep, continueButton } from '../support/ordering.ts';

const browser = useBrowser();
const assets = new URL('../../apps/api/assets/demo/', import.meta.url);

async function addTemplate(page: Page, name: string, withCover: boolean) {
  await page.getByRole('button', { name: 'Add a style template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a style template' });
  await field(page, 'Name').fill(name);
  const inputs = dialog.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({
    name: `${name}.pptx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: await readFile(new URL('northwind-pitch.pptx', assets)),
  });
  await dialog.getByRole('link', { name: `${name}.pptx` }).waitFor();
  if (withCover) {
    await inputs.nth(1).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await readFile(new URL('quarterly-review.png', assets)),
    });
    await dialog.getByRole('button', { name: 'Remove cover' }).waitFor();
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(styleTemplateMessages.created).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('style templates (§6, owners)', () => {
  it('an owner uploads two templates, reorders them by keyboard, and the order form offers them', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'enterprise@example.com');
    await page.goto('/my-profile/style-templates');
    await waitForApp(page);
    await page.getByText('No style templates yet').waitFor();
    await expectNoAxeViolations(page);

    await addTemplate(page, 'Contoso brand', true);
    const list = page.getByRole('list', { name: /order the order form offers/ });
    // The only template stays: it cannot be removed.
    await expect
      .poll(() =>
        list.getByRole('button', { name: 'Contoso brand is the last one and stays' }).isDisabled(),
      )
      .toBe(true);
    await addTemplate(page, 'Contoso events', false);
    await list.getByRole('listitem', { name: /^Contoso events, 2 of 2/ }).focus();
    await page.keyboard.press('Shift+ArrowUp');
    await list.getByRole('listitem', { name: /^Contoso events, 1 of 2/ }).waitFor();
    await expectNoAxeViolations(page);
    // The order is saved: a reload shows it.
    await page.reload();
    await list.getByRole('listitem', { name: /^Contoso events, 1 of 2/ }).waitFor();

    await page.goto('/order-now');
    await waitForApp(page);
    await atStep(page, 'Treatment');
    await page.getByRole('radio', { name: /^Redesign/ }).check();
    await continueButton(page).click();
    await atStep(page, 'Style');
    await page.getByRole('radio', { name: /^One of my style templates/ }).check();
    const cards = page.getByRole('radiogroup', { name: 'Style template' }).getByRole('radio');
    expect(await cards.allInnerTexts()).toEqual(['Contoso events', 'Contoso brand']);
  }, 120_000);
});
