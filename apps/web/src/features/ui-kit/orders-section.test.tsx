import {
  formatMinorUnits,
  orderCommentMessages,
  orderPageMessages,
  orderReviewMessages,
  orderStatuses,
  orderStatusNames,
  reviewClockMessages,
  reviewPinMessages,
  slidePreviewMessages,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OrdersSection } from './components/orders-section';

const demo = (name: string) => within(screen.getByRole('group', { name }));
const state = (demoName: string, stateName: string) =>
  within(demo(demoName).getByRole('group', { name: stateName }));

describe('UI kit orders section', { timeout: 20000 }, () => {
  it('shows a badge for every status of the contract', () => {
    renderWithProviders(<OrdersSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    const badges = demo('Order status badge');
    for (const status of orderStatuses) {
      expect(badges.getByText(orderStatusNames[status])).toBeInTheDocument();
    }
  });

  it('shows the summary and price of a full order and of an unpriced quote', () => {
    renderWithProviders(<OrdersSection />);
    const full = state('Order summary', 'Every fact');
    expect(full.getByText(orderPageMessages.fields.placedBy)).toBeInTheDocument();
    expect(full.getByText('PO-2026-104')).toBeInTheDocument();
    expect(full.getByText('CPH-Marketing-204')).toBeInTheDocument();
    const quote = state('Order summary', 'A quote: few facts');
    expect(quote.queryByText(orderPageMessages.fields.placedBy)).not.toBeInTheDocument();
    expect(quote.getByText('—')).toBeInTheDocument();

    const priced = state('Order price', 'Priced, with an extra round');
    expect(priced.getByText(formatMinorUnits(43_750, 'USD'))).toBeInTheDocument();
    expect(priced.getByText(orderReviewMessages.extraRound(3))).toBeInTheDocument();
    expect(
      state('Order price', 'Quote not priced yet').getByText(orderPageMessages.quoteNotPriced),
    ).toBeInTheDocument();
  });

  it('shows the timeline, the deliveries and the files, with and without content', () => {
    renderWithProviders(<OrdersSection />);
    const timeline = state('Order timeline', 'Several changes, some with a note');
    expect(timeline.getByText(orderStatusNames.revisionRequested)).toBeInTheDocument();
    expect(timeline.getByText('Two small changes on slides 4 and 9.')).toBeInTheDocument();
    expect(
      state('Order timeline', 'Just placed').getByText(orderStatusNames.quoteRequested),
    ).toBeInTheDocument();

    const rounds = state('Order deliveries', 'Two rounds');
    expect(rounds.getByText(orderReviewMessages.deliveryRound(2))).toBeInTheDocument();
    expect(rounds.getByText(orderReviewMessages.late)).toBeInTheDocument();
    expect(
      state('Order deliveries', 'Nothing delivered yet').getByText(
        orderReviewMessages.noDeliveries,
      ),
    ).toBeInTheDocument();

    const files = state('Order files', 'Files and links');
    expect(files.getByRole('link', { name: 'Brand guidelines 2026.pdf' })).toBeInTheDocument();
    expect(files.getByRole('link', { name: /docs\.google\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(files.getByText(orderPageMessages.sharingLinks)).toBeInTheDocument();
    expect(
      state('Order files', 'Nothing sent').getByText(orderPageMessages.noFiles),
    ).toBeInTheDocument();
  });

  it('shows the review clock running, extended on its last hours, and paused', () => {
    renderWithProviders(<OrdersSection />);
    const running = state('Review clock', 'Running, holidays in the window');
    expect(
      running.getByText(
        reviewClockMessages.dueIn('3 business days 4 hours', '11:00 AM, 07 April, 2026'),
      ),
    ).toBeInTheDocument();
    expect(running.getByText('3 Apr 2026 · Public holiday: Good Friday')).toBeInTheDocument();
    expect(running.getByRole('button', { name: reviewClockMessages.extend })).toBeInTheDocument();
    const lastHours = state('Review clock', 'Extended, last hours');
    expect(lastHours.getByText(reviewClockMessages.extendedNote)).toBeInTheDocument();
    expect(lastHours.getByRole('meter')).toHaveAttribute('aria-valuenow', '3');
    expect(
      state('Review clock', 'Paused for a question').getByText(reviewClockMessages.paused),
    ).toBeInTheDocument();
  });

  it('shows the slides of a delivered deck in two versions, and previews still being made', async () => {
    const { user } = renderWithProviders(<OrdersSection />);
    const ready = state('Slide review', 'Two versions, a second file being made');
    expect(ready.getByRole('combobox', { name: slidePreviewMessages.version })).toHaveValue('2');
    const slide = ready.getByRole('img', { name: slidePreviewMessages.slideLabel(1, 12) });
    expect(slide.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(ready.getByRole('button', { name: slidePreviewMessages.slideLabel(4, 12) }));
    expect(
      ready.getByRole('img', { name: slidePreviewMessages.slideLabel(4, 12) }),
    ).toBeInTheDocument();
    expect(
      state('Slide review', 'Being made').getByText(slidePreviewMessages.rendering(10, 24)),
    ).toBeInTheDocument();
    // The failures are alerts: shown on demand, so the kit opens without one.
    expect(demo('Slide review').queryByRole('alert')).not.toBeInTheDocument();
    await user.click(
      demo('Slide review').getByRole('switch', {
        name: 'Show the previews that could not be made',
      }),
    );
    const failed = state('Slide review', 'Failed, as staff see it');
    expect(failed.getByRole('alert')).toHaveTextContent(slidePreviewMessages.timedOut);
    expect(
      state('Slide review', 'Unavailable, as the customer sees it').queryByRole('button', {
        name: slidePreviewMessages.retry,
      }),
    ).not.toBeInTheDocument();
    await user.click(failed.getByRole('button', { name: slidePreviewMessages.retry }));
    expect(await failed.findByText(slidePreviewMessages.queued)).toBeInTheDocument();
  });

  it('shows comments pinned to the sample deck, on its slides and in their list', async () => {
    const { user } = renderWithProviders(<OrdersSection />);
    const ready = state('Slide review', 'Two versions, a second file being made');
    const list = within(ready.getByRole('region', { name: reviewPinMessages.heading }));
    const links = () =>
      list.getAllByRole('button', { name: /^#\d+ · Slide \d+$/ }).map((link) => link.textContent);
    expect(list.getByText(reviewPinMessages.openCount(3))).toBeInTheDocument();
    expect(links()).toEqual(['#2 · Slide 1', '#3 · Slide 2', '#5 · Slide 5']);
    expect(
      list.getByText(`${reviewPinMessages.carriedFrom(1, 6)} · ${reviewPinMessages.areaUnchanged}`),
    ).toBeInTheDocument();
    // The comment carried as a guess waits apart until it is kept or moved.
    const needsLook = within(
      ready.getByRole('region', { name: `${reviewPinMessages.needsLookHeading} (1)` }),
    );
    expect(needsLook.getByText('Do we still need the old org chart?')).toBeInTheDocument();
    expect(list.getByText(`Priya Natarajan · ${reviewPinMessages.staff}`)).toBeInTheDocument();
    expect(
      ready.getByRole('button', { name: reviewPinMessages.pinLabel(2, 1) }),
    ).toBeInTheDocument();
    // The resolved comment of slide 1 shows on demand.
    expect(
      ready.queryByRole('button', { name: reviewPinMessages.pinLabel(4, 1) }),
    ).not.toBeInTheDocument();
    await user.click(list.getByRole('switch', { name: reviewPinMessages.showResolved }));
    expect(links()).toEqual(['#2 · Slide 1', '#4 · Slide 1', '#3 · Slide 2', '#5 · Slide 5']);
    expect(
      ready.getByRole('button', { name: reviewPinMessages.pinLabel(4, 1) }),
    ).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: '#3 · Slide 2' }));
    expect(
      ready.getByRole('img', { name: slidePreviewMessages.slideLabel(2, 12) }),
    ).toBeInTheDocument();
    expect(ready.getByRole('button', { name: reviewPinMessages.pinLabel(3, 2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows a thread with comments and an empty one that takes a first comment', async () => {
    const { user } = renderWithProviders(<OrdersSection />);
    const withComments = state('Comment thread', 'With comments, as the customer reads them');
    expect(withComments.getAllByRole('listitem')).toHaveLength(2);
    expect(
      withComments.getByText(`Priya Natarajan · ${orderCommentMessages.staff}`),
    ).toBeInTheDocument();

    const empty = state('Comment thread', 'No comments yet, as staff read it');
    expect(empty.getByText(orderCommentMessages.empty)).toBeInTheDocument();
    await user.click(empty.getByRole('button', { name: orderCommentMessages.send }));
    expect(empty.getByText('Write a comment first.')).toBeInTheDocument();
    await user.type(
      empty.getByRole('textbox', { name: orderCommentMessages.label }),
      'Slide 9 photo swapped.',
    );
    const send = empty.getByRole('button', { name: orderCommentMessages.send });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(
      await empty.findByText('Slide 9 photo swapped.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(empty.getByText('Priya Natarajan')).toBeInTheDocument();
    expect(empty.queryByText(orderCommentMessages.empty)).not.toBeInTheDocument();
    expect(empty.getByRole('textbox', { name: orderCommentMessages.label })).toHaveValue('');
  });
});
