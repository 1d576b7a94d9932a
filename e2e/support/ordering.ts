import { stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { limits } from '@deckhand/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInStaff } from './accounts.ts';
import { expectNoAxeViolations, waitForChannelJoined } from './browser.ts';
import { field } from './fields.ts';

/** The order form journeys' steps (order-now's seed flow, docs/ordering.md). */

export const continueButton = (page: Page) =>
  page.getByRole('button', { name: 'Continue', exact: true });

/**
 * The step's heading shows (focus moves there); with `axe`, the page passes axe. Each step of
 * each form (the order form, a client's, the offer's, the quote's) is checked by one journey:
 * axe takes 1-2 s a page, and the same steps were checked about 60 times a run.
 */
export async function atStep(page: Page, title: string, { axe = false }: { axe?: boolean } = {}) {
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  if (axe) await expectNoAxeViolations(page);
}

/** A real PDF a little over one upload chunk (50 MB), written once per run to the temp folder. */
async function writeLargePdf(): Promise<string> {
  const path = join(tmpdir(), 'deckhand-e2e-board-deck.pdf');
  const size = limits.uploadChunkBytes + 1024 * 1024;
  const existing = await stat(path).catch(() => null);
  if (existing?.size !== size) {
    const head = Buffer.from('%PDF-1.4\n');
    const tail = Buffer.from('\ntrailer\n<<>>\n%%EOF\n');
    const body = Buffer.alloc(size - head.length - tail.length, 0x20);
    await writeFile(path, Buffer.concat([head, body, tail]));
  }
  return path;
}

/** Treatment, style, add-ons, slides, delivery, files and brief of order-now, as a customer fills them. */
export async function fillOrderNow(
  page: Page,
  slides: string,
  files: 'upload' | 'link' = 'link',
  /** Where to stop after the brief: 'Coupon', or past it 'Your account' (a visitor) or 'Payment'. */
  nextStep = 'Payment',
  /**
   * Part of the way: stop on arriving at the delivery step, or start there (a step in between);
   * `styleTemplate`: choose that saved style template instead of the designers' recommendation;
   * `axe`: check every step with axe. The order form's steps are the same in every journey that
   * orders: the newcomer's journey (ordering/visitor-order) and a client's flow check them, the
   * others only wait for each step (they checked the same views about 110 times a run).
   */
  part: { stopAt?: 'Delivery'; startAt?: 'Delivery'; styleTemplate?: string; axe?: boolean } = {},
) {
  const options = { axe: part.axe ?? false };
  if (part.startAt !== 'Delivery') {
    await fillUpToDelivery(page, slides, part.styleTemplate, options);
    if (part.stopAt === 'Delivery') return;
  }
  await fillFromDelivery(page, files, nextStep, options);
}

type TStepChecks = { axe: boolean };

/** Treatment, style, add-ons and slides, up to the delivery step. */
async function fillUpToDelivery(
  page: Page,
  slides: string,
  styleTemplate: string | undefined,
  checks: TStepChecks,
) {
  await atStep(page, 'Treatment', checks);
  await page.getByRole('radio', { name: /^Redesign/ }).check();
  await continueButton(page).click();
  await atStep(page, 'Style', checks);
  if (styleTemplate) {
    await page.getByRole('radio', { name: /^One of my style templates/ }).check();
    await page
      .getByRole('radiogroup', { name: 'Style template' })
      .getByRole('radio', { name: styleTemplate })
      .check();
  } else {
    await page.getByRole('radio', { name: /^Your recommendation/ }).check();
  }
  await continueButton(page).click();
  await atStep(page, 'Add-ons', checks);
  await continueButton(page).click();
  await atStep(page, 'Slides', checks);
  await field(page, 'Number of slides').fill(slides);
  await continueButton(page).click();
  await atStep(page, 'Delivery', checks);
}

/** The rest of order-now from the delivery step: see fillOrderNow. */
async function fillFromDelivery(
  page: Page,
  files: 'upload' | 'link',
  nextStep: string,
  checks: TStepChecks,
) {
  const option = page.getByRole('radio', { name: /^48 hours/ });
  await option.check();
  await continueButton(page).click();
  await atStep(page, 'Your files', checks);
  if (files === 'upload') {
    // Over the 50 MB chunk size (§9): tus sends it in two PATCH requests.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/uploads/')) {
        patches.push(request.url());
      }
    });
    const largePdf = await writeLargePdf();
    await page.locator('input[type=file]').first().setInputFiles(largePdf);
    await page.getByRole('button', { name: `Remove ${basename(largePdf)}` }).waitFor();
    expect(patches.length).toBeGreaterThanOrEqual(2);
    if (checks.axe) await expectNoAxeViolations(page);
  } else {
    await field(page, 'Google Slides links').fill(
      'https://docs.google.com/presentation/d/deck-123/edit',
    );
    await page.keyboard.press('Enter');
  }
  await continueButton(page).click();
  await atStep(page, 'Brief', checks);
  await page
    .getByRole('textbox', { name: 'Brief' })
    .fill('Board meeting deck: keep our colours, make the numbers readable.');
  await continueButton(page).click();
  // The coupon step is passed on the way to 'Your account' or 'Payment'.
  if (!['Coupon', 'Order details'].includes(nextStep)) {
    await atStep(page, 'Coupon', checks);
    await continueButton(page).click();
  }
  await atStep(page, nextStep, checks);
}

/** Applies a coupon code on the coupon step and waits for the server's answer. */
export async function applyCoupon(page: Page, code: string) {
  await field(page, 'Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByText('Coupon applied').waitFor();
  await expectNoAxeViolations(page);
}

/** 'Place order' at the end of the payment step (the flow's empty submit step is dropped, §4). */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place order' }).click();
}

/**
 * The confirmation: the order number and the promised delivery; answers the number. `axe`: check
 * the page with axe (the journeys that check every step do).
 */
export async function readConfirmation(
  page: Page,
  { axe = false }: { axe?: boolean } = {},
): Promise<string> {
  await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
  const number = (
    await page
      .getByText(/DH-\d+/)
      .first()
      .textContent()
  )?.match(/DH-\d+/)?.[0];
  expect(number).toBeTruthy();
  if (axe) await expectNoAxeViolations(page);
  return number ?? '';
}

/**
 * A signed-in customer orders `slides` slides on order-now, paying by invoice, and follows the
 * order on its page; resolves with its number once the page listens live (a change staff make
 * after this reaches it).
 */
export async function placeInvoiceOrderAndFollow(
  page: Page,
  slides: string,
  options: { styleTemplate?: string } = {},
): Promise<string> {
  await page.goto('/order-now');
  await fillOrderNow(page, slides, 'link', 'Payment', options);
  await page.getByRole('radio', { name: /^Pay by invoice/ }).check();
  await placeOrder(page);
  const number = await readConfirmation(page);
  const joined = waitForChannelJoined(page);
  await page.getByRole('link', { name: 'Follow this order' }).click();
  await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
  await joined;
  return number;
}

/**
 * How long a journey waits for what a delivered deck's render brings (its slides, its brand
 * check): LibreOffice and poppler work while the page shows how far they got, as a person
 * watches it. Beside another file's browser and app on a busy two-core CI machine that has
 * taken longer than Playwright's default 30 s.
 */
export const untilRendered = { timeout: 90_000 } as const;

/**
 * Staff deliver files from the order's staff page, with a note if given; `answer` fills what the
 * form asks besides (the answers to a revision request's pins) before it is sent. `axe`: check
 * the filled form with axe (two journeys do: with a note, and with the pins' answers).
 */
export async function deliverFiles(
  staff: Page,
  paths: readonly string[],
  options: {
    note?: string;
    answer?: (work: Locator) => Promise<void>;
    /** A deck the brand check reads (an order with a style template) arrives as a draft. */
    isDraft?: boolean;
    axe?: boolean;
  } = {},
) {
  const work = staff.getByRole('region', { name: 'Work' });
  await work.getByRole('button', { name: 'Deliver files' }).click();
  await work.locator('input[type=file]').setInputFiles([...paths]);
  for (const path of paths) {
    await work.getByRole('button', { name: `Remove ${basename(path)}` }).waitFor();
  }
  if (options.note) {
    await work.getByRole('textbox', { name: 'Note to the customer' }).fill(options.note);
  }
  await options.answer?.(work);
  if (options.axe) await expectNoAxeViolations(staff);
  await work.getByRole('button', { name: 'Deliver files' }).click();
  await staff
    .getByText(
      options.isDraft
        ? /Version \d+ is a draft: publish it/
        : 'Files delivered. The customer can review them now.',
    )
    .waitFor();
}

/** Staff sign in, find the order in the queue by its number, open it and start the work. */
export async function startOrderAsStaff(staff: Page, number: string) {
  await logInStaff(staff);
  await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
  await staff.keyboard.press('Enter');
  await staff.getByRole('link', { name: `Order ${number}` }).click();
  await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
  await staff.getByRole('button', { name: 'Start work' }).click();
  await staff.getByText('Work started.').waitFor();
}
