import { readFile } from 'node:fs/promises';
import { styleTemplateMessages } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser.ts';
import { field } from './fields.ts';

const assets = new URL('../../apps/api/assets/demo/', import.meta.url);

/**
 * On /my-profile/style-templates: an owner adds a style template named `name` with its file
 * (the demo's pitch deck unless given), and a cover when asked; waits for it to be saved.
 */
export async function addStyleTemplate(
  page: Page,
  name: string,
  options: { file?: Buffer; withCover?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Add a style template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a style template' });
  await field(page, 'Name').fill(name);
  const inputs = dialog.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({
    name: `${name}.pptx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: options.file ?? (await readFile(new URL('northwind-pitch.pptx', assets))),
  });
  await dialog.getByRole('link', { name: `${name}.pptx` }).waitFor();
  if (options.withCover) {
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
