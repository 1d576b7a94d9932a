import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewPinMessages, slidePreviewMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { makePptx } from '../../apps/api/src/test/deck-fixtures.ts';
import { logInStaff } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser, waitForApp } from '../support/browser.ts';
import { deliverFiles, placeInvoiceOrderAndFollow } from '../support/ordering.ts';

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

describe('the review studio', () => {
  // The whole review of two versions, each rendered by LibreOffice: longer than one page's journey.
  it('renders a delivered PPTX as slides; the customer pins comments by keyboard and by click, staff see them live', {
    timeout: 180_000,
  }, async () => {
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'studio', 'Rita Reviewer');
    const number = await placeInvoiceOrderAndFollow(customer, '12');

    const staff = await browser.openPage('/login');
    await logInStaff(staff);
    await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
    await staff.keyboard.press('Enter');
    await staff.getByRole('link', { name: `Order ${number}` }).click();
    await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await waitForApp(staff);
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();
    await deliverFiles(staff, [await writeDeck('launch-plan.pptx')]);

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

    // The revision request is the open pins: no words needed.
    const yourReview = customer.getByRole('region', { name: 'Your review' });
    await yourReview.getByRole('button', { name: 'Request a revision' }).click();
    await customer.getByText(reviewPinMessages.requestIncludes(2)).waitFor();
    await expectNoAxeViolations(customer);
    await customer.getByRole('button', { name: 'Send revision request' }).click();
    await customer.getByText('Your revision request was sent to the designers.').waitFor();

    // Staff answer each pin as they deliver version 2: one addressed, one not done and why.
    await staff.reload();
    await waitForApp(staff);
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();
    await deliverFiles(staff, [await writeDeck('launch-plan-v2.pptx')], {
      answer: async (work) => {
        await work.getByText(reviewPinMessages.toDoHeading).waitFor();
        await work
          .getByRole('radiogroup', { name: '#1 · Slide 2' })
          .getByRole('radio', { name: reviewPinMessages.answerNames.addressed })
          .check();
        await work
          .getByRole('radiogroup', { name: '#2 · Slide 5' })
          .getByRole('radio', { name: reviewPinMessages.answerNames.notDone })
          .check();
        await work
          .getByRole('textbox', { name: 'Note on #2' })
          .fill('Your template fixes this blue.');
      },
    });

    // The customer sees version 2 arrive and render (on the slide they were on), then on
    // version 1 how each pin was answered.
    const version = review.getByRole('combobox', { name: slidePreviewMessages.version });
    await version.waitFor();
    expect(await version.inputValue()).toBe('2');
    await review.getByRole('img', { name: slidePreviewMessages.slideLabel(5, 12) }).waitFor();
    await version.selectOption({ label: slidePreviewMessages.versionLabel(1) });
    await list.getByText(reviewPinMessages.answeredIn('addressed', 2)).waitFor();
    await list.getByText(reviewPinMessages.answeredIn('notDone', 2)).waitFor();
    await list.getByText('Your template fixes this blue.').waitFor();
    await expectNoAxeViolations(customer);

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
    const phoneReview = phone.getByRole('region', { name: slidePreviewMessages.review });
    await phoneReview
      .getByRole('combobox', { name: slidePreviewMessages.version })
      .selectOption({ label: slidePreviewMessages.versionLabel(1) });
    await phone
      .getByRole('region', { name: reviewPinMessages.heading })
      .getByRole('button', { name: /^#1 · Slide 2/ })
      .click();
    const marker = phoneReview.getByRole('button', { name: reviewPinMessages.pinLabel(1, 2) });
    await marker.waitFor();
    const target = await marker.boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(phone);
  });
});
