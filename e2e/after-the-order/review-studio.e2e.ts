import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewPinMessages, slidePreviewMessages } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePptx } from '../../apps/api/src/test/deck-fixtures.ts';
import { logInStaff } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import {
  expectNoAxeViolations,
  useBrowser,
  waitForApp,
  waitForChannelJoined,
} from '../support/browser.ts';
import { fillOrderNow, placeOrder, readConfirmation } from '../support/ordering.ts';

const browser = useBrowser();

/** A real 12-slide PPTX (pptxgenjs), each slide titled with its number. */
async function writeDeck(name: string): Promise<string> {
  const path = join(tmpdir(), `${process.pid}-${name}`);
  const slides = Array.from({ length: 12 }, (_, index) => ({
    title: `Launch plan, part ${index + 1}`,
    body: `What we will say on slide ${index + 1}.`,
    background: index % 2 === 0 ? 'FFFFFF' : 'E8F0FE',
  }));
  await writeFile(path, await makePptx(slides));
  return path;
}

async function deliverDeck(staff: Page, path: string) {
  const work = staff.getByRole('region', { name: 'Work' });
  await work.getByRole('button', { name: 'Deliver files' }).click();
  await work.locator('input[type=file]').setInputFiles(path);
  await work.getByRole('button', { name: /^Remove / }).waitFor();
  await work.getByRole('button', { name: 'Deliver files' }).click();
  await staff.getByText('Files delivered. The customer can review them now.').waitFor();
}

describe('the review studio', () => {
  it('renders a delivered PPTX as slides; the customer pins comments by keyboard and by click, staff see them live', async () => {
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'studio', 'Rita Reviewer');
    await customer.goto('/order-now');
    await waitForApp(customer);
    await fillOrderNow(customer, '12');
    await customer.getByRole('radio', { name: /^Pay by invoice/ }).check();
    await placeOrder(customer);
    const number = await readConfirmation(customer);
    const joined = waitForChannelJoined(customer);
    await customer.getByRole('link', { name: 'Follow this order' }).click();
    await customer.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await waitForApp(customer);
    await joined;

    const staff = await browser.openPage('/login');
    await logInStaff(staff);
    await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
    await staff.keyboard.press('Enter');
    await staff.getByRole('link', { name: `Order ${number}` }).click();
    await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await waitForApp(staff);
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();
    await deliverDeck(staff, await writeDeck('launch-plan.pptx'));

    // The customer's page shows the deck as slides once rendered, without a reload.
    const review = customer.getByRole('region', { name: slidePreviewMessages.review });
    const slide = (position: number) =>
      review.getByRole('img', { name: slidePreviewMessages.slideLabel(position, 12) });
    await slide(1).waitFor();
    await expectNoAxeViolations(customer);

    // Keyboard only: to slide 2, place a marker with the arrows, write, pin.
    await review.getByRole('button', { name: slidePreviewMessages.next }).focus();
    await customer.keyboard.press('Enter');
    await slide(2).waitFor();
    await review.getByRole('button', { name: reviewPinMessages.addComment }).focus();
    await customer.keyboard.press('Enter');
    await expect
      .poll(() => customer.evaluate(() => document.activeElement?.getAttribute('role') ?? ''))
      .toBe('application');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) await customer.keyboard.press(key);
    await customer.keyboard.press('Enter');
    await review.getByRole('textbox', { name: reviewPinMessages.yourComment }).focus();
    await customer.keyboard.type('Make the headline shorter.');
    await review.getByRole('button', { name: reviewPinMessages.pin }).focus();
    await customer.keyboard.press('Enter');
    await customer.getByText(reviewPinMessages.pinned).waitFor();
    await review.getByRole('button', { name: reviewPinMessages.pinLabel(1, 2) }).waitFor();

    // By pointer: slide 5 from the strip, a click on the chart area.
    await review.getByRole('button', { name: slidePreviewMessages.slideLabel(5, 12) }).click();
    await slide(5).waitFor();
    await review.getByRole('button', { name: reviewPinMessages.addComment }).click();
    const surface = review.getByRole('application', { name: reviewPinMessages.addComment });
    const box = await surface.boundingBox();
    if (!box) throw new Error('no placing surface');
    await customer.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.6);
    await review
      .getByRole('textbox', { name: reviewPinMessages.yourComment })
      .fill('A brighter blue here.');
    await review.getByRole('button', { name: reviewPinMessages.pin }).click();
    await review.getByRole('button', { name: reviewPinMessages.pinLabel(2, 5) }).waitFor();

    const list = customer.getByRole('region', { name: reviewPinMessages.heading });
    await list.getByText(reviewPinMessages.openCount(2)).waitFor();
    await expectNoAxeViolations(customer);

    // Staff, on their order page, see both pins arrive live in slide order.
    const staffList = staff.getByRole('region', { name: reviewPinMessages.heading });
    await staffList.getByText('Make the headline shorter.').waitFor();
    await staffList.getByText('A brighter blue here.').waitFor();
    await expectNoAxeViolations(staff);

    // On a phone the studio fits the width, and the pins are there to tap.
    const phone = await browser.openPage(
      customer.url().replace(/^https?:\/\/[^/]+/, ''),
      'mobile',
      {
        prepare: async (page) => {
          await page.context().addCookies(await customer.context().cookies());
        },
      },
    );
    await phone
      .getByRole('region', { name: slidePreviewMessages.review })
      .getByRole('img', { name: slidePreviewMessages.slideLabel(1, 12) })
      .waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await phone
      .getByRole('region', { name: reviewPinMessages.heading })
      .getByText('#1')
      .first()
      .waitFor();
    await expectNoAxeViolations(phone);
  });
});
