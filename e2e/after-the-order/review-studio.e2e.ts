import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reviewPinMessages, slidePreviewMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { type CorpusSlide, corpusPptx, corpusSlides } from '../../apps/api/src/test/deck-corpus.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import {
  deliverFiles,
  placeInvoiceOrderAndFollow,
  startOrderAsStaff,
  untilRendered,
} from '../support/ordering.ts';

const browser = useBrowser();

/** A real PPTX (pptxgenjs) of the slides, whose slide ids are the slides' identities. */
async function writeDeck(name: string, slides: readonly CorpusSlide[]): Promise<string> {
  const path = join(tmpdir(), `${process.pid}-${name}`);
  await writeFile(path, await corpusPptx(slides));
  return path;
}

/** Version 1: 12 slides. Version 2, as a designer revised it: slide 3 deleted, slide 5 moved to 6. */
const v1 = corpusSlides(12);
const v2 = v1.filter((slide) => slide.uid !== 3).map((slide) => ({ ...slide }));
v2.splice(5, 0, ...v2.splice(3, 1));
// And the opening slide's title rewritten (what the compare view marks).
if (v2[0]) v2[0].title = 'A new opening: what changed this quarter';

describe('the review studio', () => {
  // The whole review of two versions, each rendered by LibreOffice: longer than one page's journey.
  it('renders a delivered PPTX as slides; pins made by keyboard and click reach staff live and are carried to version 2', {
    timeout: 360_000,
  }, async () => {
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'studio', 'Rita Reviewer');
    const number = await placeInvoiceOrderAndFollow(customer, '12');

    const staff = await browser.openPage('/login');
    await startOrderAsStaff(staff, number);
    await deliverFiles(staff, [await writeDeck('launch-plan.pptx', v1)]);

    // The customer's page shows the deck as slides once rendered, without a reload.
    const review = customer.getByRole('region', { name: slidePreviewMessages.review });
    const slide = (position: number) =>
      review.getByRole('img', { name: slidePreviewMessages.slideLabel(position, 12) });
    await slide(1).waitFor(untilRendered);
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

    // By pointer: a slide from the strip, a click on its words.
    const pinByClick = async (number: number, position: number, words: string) => {
      await review
        .getByRole('button', { name: slidePreviewMessages.slideLabel(position, 12) })
        .click();
      await slide(position).waitFor();
      await review.getByRole('button', { name: reviewPinMessages.addComment }).click();
      const surface = review.getByRole('application', { name: reviewPinMessages.addComment });
      const box = await surface.boundingBox();
      if (!box) throw new Error('no placing surface');
      await customer.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.4);
      await review.getByRole('textbox', { name: reviewPinMessages.yourComment }).fill(words);
      await review.getByRole('button', { name: reviewPinMessages.pin }).click();
      await review
        .getByRole('button', { name: reviewPinMessages.pinLabel(number, position) })
        .waitFor();
    };
    await pinByClick(2, 5, 'A brighter blue here.');
    await pinByClick(3, 7, 'Fewer bullets.');
    await pinByClick(4, 3, 'Is this slide needed?');

    const list = customer.getByRole('region', { name: reviewPinMessages.heading });
    await list.getByText(reviewPinMessages.openCount(4)).waitFor();
    await expectNoAxeViolations(customer);

    // Staff, on their order page, see both pins arrive live in slide order.
    const staffList = staff.getByRole('region', { name: reviewPinMessages.heading });
    await staffList.getByText('Make the headline shorter.').waitFor();
    await staffList.getByText('A brighter blue here.').waitFor();
    await expectNoAxeViolations(staff);

    // The revision request is the open pins: no words needed.
    const yourReview = customer.getByRole('region', { name: 'Your review' });
    await yourReview.getByRole('button', { name: 'Request a revision' }).click();
    await customer.getByText(reviewPinMessages.requestIncludes(4)).waitFor();
    await expectNoAxeViolations(customer);
    await customer.getByRole('button', { name: 'Send revision request' }).click();
    await customer.getByText('Your revision request was sent to the designers.').waitFor();

    // Staff answer each pin as they deliver version 2: one addressed, one not done and why.
    await staff.reload();
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();
    await deliverFiles(staff, [await writeDeck('launch-plan-v2.pptx', v2)], {
      axe: true,
      answer: async (work) => {
        await work.getByText(reviewPinMessages.toDoHeading).waitFor();
        for (const name of ['#1 · Slide 2', '#3 · Slide 7', '#4 · Slide 3']) {
          await work
            .getByRole('radiogroup', { name })
            .getByRole('radio', { name: reviewPinMessages.answerNames.addressed })
            .check();
        }
        await work
          .getByRole('radiogroup', { name: '#2 · Slide 5' })
          .getByRole('radio', { name: reviewPinMessages.answerNames.notDone })
          .check();
        await work
          .getByRole('textbox', { name: 'Note on #2' })
          .fill('Your template fixes this blue.');
      },
    });

    // The customer sees version 2 arrive and render (on the slide they were on), the open pins
    // carried to where their slides went, and the pin of the deleted slide waiting for a look.
    const version = review.getByRole('combobox', { name: slidePreviewMessages.version });
    await version.waitFor();
    expect(await version.inputValue()).toBe('2');
    await review
      .getByRole('img', { name: slidePreviewMessages.slideLabel(3, 11) })
      .waitFor(untilRendered);
    const entry = (name: string) =>
      list.getByRole('listitem').filter({ has: customer.getByRole('button', { name }) });
    await entry('#1 · Slide 2')
      .getByText(`${reviewPinMessages.carriedFrom(1, 2)} · ${reviewPinMessages.areaUnchanged}`)
      .waitFor();
    await entry('#3 · Slide 5')
      .getByText(reviewPinMessages.carriedFrom(1, 7), { exact: false })
      .waitFor();
    await entry('#2 · Slide 6')
      .getByText(reviewPinMessages.carriedFrom(1, 5), { exact: false })
      .waitFor();
    const needsLook = customer.getByRole('region', {
      name: `${reviewPinMessages.needsLookHeading} (1)`,
    });
    await needsLook.getByText('Is this slide needed?').waitFor();
    await expectNoAxeViolations(customer);
    // Where it goes is our guess beside slide 2's new place; one click keeps it there.
    await needsLook.getByRole('button', { name: /^Keep on slide \d+$/ }).click();
    await customer.getByText(reviewPinMessages.placed).waitFor();
    await list.getByRole('button', { name: /^#4 · Slide \d+$/ }).waitFor();
    expect(await needsLook.count()).toBe(0);

    // Compare: version 2's slide 6 beside version 1's slide 5 (it moved), the wipe, the highlight.
    await review.getByRole('button', { name: slidePreviewMessages.compare }).click();
    const compare = customer.getByRole('region', { name: slidePreviewMessages.compareHeading });
    await compare.getByRole('img', { name: 'Version 2, slide 3 of 11' }).waitFor();
    await compare.getByText(slidePreviewMessages.removedSlides(1, [3])).waitFor();
    for (let step = 3; step > 1; step--) {
      await compare.getByRole('button', { name: slidePreviewMessages.previous }).click();
    }
    await compare.getByRole('img', { name: 'Version 1, slide 1 of 12' }).waitFor();
    await compare.getByText(/^\d+ changed areas?$/).waitFor();
    for (let step = 1; step < 6; step++) {
      await compare.getByRole('button', { name: slidePreviewMessages.next }).click();
    }
    await compare.getByRole('img', { name: 'Version 1, slide 5 of 12' }).waitFor();
    await compare.getByText(slidePreviewMessages.changesCount(0)).waitFor();
    await expectNoAxeViolations(customer);
    // The mode is a segmented control: its radios are hidden behind their labels.
    await compare.getByText(slidePreviewMessages.wipe, { exact: true }).click();
    expect(await compare.getByRole('radio', { name: slidePreviewMessages.wipe }).isChecked()).toBe(
      true,
    );
    const wipe = compare.getByRole('slider', { name: slidePreviewMessages.wipeLabel });
    await wipe.focus();
    await customer.keyboard.press('ArrowRight');
    expect(await wipe.getAttribute('aria-valuenow')).toBe('51');
    await compare.getByRole('button', { name: slidePreviewMessages.closeCompare }).click();

    // On version 1, how each pin was answered.
    await version.selectOption({ label: slidePreviewMessages.versionLabel(1) });
    await list.getByText(reviewPinMessages.answeredIn('addressed', 2)).first().waitFor();
    expect(await list.getByText(reviewPinMessages.answeredIn('addressed', 2)).count()).toBe(3);
    await list.getByText(reviewPinMessages.answeredIn('notDone', 2)).waitFor();
    await list.getByText('Your template fixes this blue.').waitFor();
    await expectNoAxeViolations(customer);

    // Back on version 2 the customer resolves every pin, then approves the delivery.
    await version.selectOption({ label: slidePreviewMessages.versionLabel(2) });
    for (const open of [4, 3, 2, 1]) {
      await list.getByText(reviewPinMessages.openCount(open)).waitFor();
      await list.getByRole('button', { name: reviewPinMessages.resolve }).first().click();
    }
    await list.getByText(reviewPinMessages.openCount(0)).waitFor();
    await yourReview.getByRole('button', { name: 'Approve delivery' }).click();
    await customer
      .getByRole('dialog', { name: 'Approve this delivery?' })
      .getByRole('button', { name: 'Approve delivery' })
      .click();
    await customer.getByText('Thank you! The order is approved.').waitFor();

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
      .getByRole('img', { name: slidePreviewMessages.slideLabel(1, 11) })
      .waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const phoneReview = phone.getByRole('region', { name: slidePreviewMessages.review });
    await phoneReview
      .getByRole('combobox', { name: slidePreviewMessages.version })
      .selectOption({ label: slidePreviewMessages.versionLabel(1) });
    // The pins were resolved before approving: shown on demand.
    const phoneList = phone.getByRole('region', { name: reviewPinMessages.heading });
    await phoneList.getByRole('switch', { name: reviewPinMessages.showResolved }).click();
    await phoneList.getByRole('button', { name: /^#1 · Slide 2/ }).click();
    const marker = phoneReview.getByRole('button', { name: reviewPinMessages.pinLabel(1, 2) });
    await marker.waitFor();
    const target = await marker.boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(phone);
  });
});
