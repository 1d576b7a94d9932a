import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandCheckMessages, brandPublishMessages, slidePreviewMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { corpusDeck, makeTemplate, templatePptx } from '../../apps/api/src/test/brand-corpus.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import {
  deliverFiles,
  placeInvoiceOrderAndFollow,
  startOrderAsStaff,
  untilRendered,
} from '../support/ordering.ts';
import { addStyleTemplate } from '../support/style-templates.ts';

const browser = useBrowser();

/**
 * The corpus's template 2 and its deck 2 (6 slides): two off-palette box colours (slides 1 and
 * 3) and Courier New in slide 2's body; the fixed deck keeps only the font.
 */
const template = makeTemplate(1);
const deckPath = async (name: string, faults: readonly ('colour' | 'font')[]) => {
  const path = join(tmpdir(), `${process.pid}-${name}`);
  const deck = await corpusDeck(template, 2, { slideCount: 6, faulty: faults });
  await writeFile(path, deck.pptx);
  return path;
};

describe('the brand check', () => {
  // Two decks, each rendered by LibreOffice and checked: longer than one page's journey.
  it('holds a faulty deck back, staff mark the font intended and deliver a fixed deck, the customer sees the accepted finding and why', {
    timeout: 300_000,
  }, async () => {
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'brand', 'Bianca Brand');
    await customer.goto('/my-profile/style-templates');
    await addStyleTemplate(customer, 'Brand book', { file: await templatePptx(template) });
    const number = await placeInvoiceOrderAndFollow(customer, '6', { styleTemplate: 'Brand book' });

    const staff = await browser.openPage('/login');
    await startOrderAsStaff(staff, number);
    await deliverFiles(staff, [await deckPath('brand-v1.pptx', ['colour', 'font'])], {
      isDraft: true,
    });

    // The check runs with the render: three findings, boxed on their slides; publishing waits.
    const work = staff.getByRole('region', { name: 'Work' });
    const panel = staff.getByRole('region', { name: brandCheckMessages.heading });
    await panel
      .getByText(brandCheckMessages.checkedSummary('Brand book', 3))
      .waitFor(untilRendered);
    const findings = panel.getByRole('listitem');
    await work.getByText(brandPublishMessages.openFindings(3)).waitFor();
    const review = staff.getByRole('region', { name: slidePreviewMessages.review });
    await review.getByRole('img', { name: brandCheckMessages.findingsOnSlide }).waitFor();
    await expectNoAxeViolations(staff);

    // Staff mark the foreign font intended, with the reason the customer will read.
    const font = findings.filter({ hasText: 'Courier New' });
    await font.getByRole('button', { name: brandCheckMessages.markIntended }).click();
    const reason = 'Courier New is the campaign’s code typeface.';
    await font.getByRole('textbox', { name: brandCheckMessages.intendedReason }).fill(reason);
    await font.getByRole('button', { name: brandCheckMessages.saveIntended }).click();
    await work.getByText(brandPublishMessages.openFindings(2)).waitFor();

    // The customer has seen nothing yet.
    expect(await customer.getByRole('region', { name: slidePreviewMessages.review }).count()).toBe(
      0,
    );

    // A fixed deck replaces the draft: the colours are fixed, the font's decision carries over.
    await deliverFiles(staff, [await deckPath('brand-v1-fixed.pptx', ['font'])], {
      isDraft: true,
    });
    await panel
      .getByText(brandCheckMessages.checkedSummary('Brand book', 1))
      .waitFor(untilRendered);
    await panel.getByText(reason).waitFor();
    await work.getByText(brandPublishMessages.ready).waitFor();
    await expectNoAxeViolations(staff);
    await work.getByRole('button', { name: brandPublishMessages.publish }).click();
    await staff.getByText(brandPublishMessages.published(1)).waitFor();

    // The customer's page shows the version, checked, with the accepted finding and its reason.
    const line = customer.getByText(brandPublishMessages.customerChecked('Brand book', 1));
    await line.waitFor();
    await customer.getByRole('button', { name: brandPublishMessages.openReport }).click();
    const report = customer.getByRole('dialog', { name: brandPublishMessages.reportTitle });
    await report.getByText(reason).waitFor();
    await report.getByText('Courier New', { exact: true }).waitFor();
    await expectNoAxeViolations(customer);
  });
});
