import { describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { atStep, continueButton } from '../support/ordering.ts';
import { addStyleTemplate } from '../support/style-templates.ts';

const browser = useBrowser();

describe('style templates (§6, owners)', () => {
  it('an owner uploads two templates, reorders them by keyboard, and the order form offers them', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'enterprise@example.com');
    await page.goto('/my-profile/style-templates');
    await page.getByText('No style templates yet').waitFor();
    await expectNoAxeViolations(page);

    await addStyleTemplate(page, 'Contoso brand', { withCover: true });
    const list = page.getByRole('list', { name: /order the order form offers/ });
    // The only template stays: it cannot be removed.
    await expect
      .poll(() =>
        list.getByRole('button', { name: 'Contoso brand is the last one and stays' }).isDisabled(),
      )
      .toBe(true);
    await addStyleTemplate(page, 'Contoso events');
    await list.getByRole('listitem', { name: /^Contoso events, 2 of 2/ }).focus();
    await page.keyboard.press('Shift+ArrowUp');
    await list.getByRole('listitem', { name: /^Contoso events, 1 of 2/ }).waitFor();
    await expectNoAxeViolations(page);
    // The order is saved: a reload shows it.
    await page.reload();
    await list.getByRole('listitem', { name: /^Contoso events, 1 of 2/ }).waitFor();

    await page.goto('/order-now');
    await atStep(page, 'Treatment');
    await page.getByRole('radio', { name: /^Redesign/ }).check();
    await continueButton(page).click();
    await atStep(page, 'Style');
    await page.getByRole('radio', { name: /^One of my style templates/ }).check();
    const cards = page.getByRole('radiogroup', { name: 'Style template' }).getByRole('radio');
    expect(await cards.allInnerTexts()).toEqual(['Contoso events', 'Contoso brand']);
  }, 120_000);
});
