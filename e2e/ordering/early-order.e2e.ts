import { describe, expect, it } from 'vitest';
import { holdTheApp, useBrowser } from '../support/browser.ts';
import { atStep, continueButton } from '../support/ordering.ts';

const browser = useBrowser();

describe('an order form used before the app has loaded (issue 33)', () => {
  it('comes with its first step, and keeps the treatment chosen and the Continue pressed on the bare page', async () => {
    const app = holdTheApp();
    const page = await browser.openPage('/order-now', 'mobile', {
      beforeTheApp: true,
      prepare: app.prepare,
    });
    // The server's HTML has the form itself, not a placeholder.
    await atStep(page, 'Treatment');
    await page.getByRole('radio', { name: /^Redesign/ }).check();
    await continueButton(page).click();
    // Held, not posted to the page: still the first step, the choice still made.
    expect(new URL(page.url()).pathname).toBe('/order-now');
    expect(await page.getByRole('radio', { name: /^Redesign/ }).isChecked()).toBe(true);
    expect(app.held()).toBeGreaterThan(0);

    await app.release();
    // The app carried the choice and the Continue out: the next step, and back, Redesign chosen.
    await atStep(page, 'Style');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await atStep(page, 'Treatment');
    expect(await page.getByRole('radio', { name: /^Redesign/ }).isChecked()).toBe(true);
  });
});
