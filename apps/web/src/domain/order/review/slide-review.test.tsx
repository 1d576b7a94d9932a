import {
  apiPrefix,
  endpoints,
  slidePreviewMessages as m,
  type TOrderDelivery,
  type TSlideImageSize,
  type TSlidePreview,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeReviewPin, makeSlidePreview } from '@/test/fixtures';
import { collectHydrationErrors, renderServerHtml, renderWithProviders } from '@/test/render';
import { getReviewPinsQueryOptions } from './pins/get-review-pins';
import { SlideReview } from './slide-review';

const orderId = 8;
const updatedAt = '2026-12-01T09:05:00.000000Z';

const ready = (id: number, fileName: string, slideCount: number): TSlidePreview =>
  makeSlidePreview({ id, fileName, slideCount, updatedAt });

const pending = (
  id: number,
  state: Pick<TSlidePreview, 'status' | 'slideCount' | 'slidesDone' | 'reason'>,
): TSlidePreview => ({ ...ready(id, 'Final deck.pptx', 0), ...state });

const delivery = (round: number, previews: TSlidePreview[]): TOrderDelivery => ({
  round,
  note: null,
  at: '2026-12-01T09:00:00.000000Z',
  late: false,
  draft: false,
  files: [],
  previews,
});

/** The images' addresses carry the preview's update time: a re-rendered preview is new to the cache. */
const version = `?v=${Date.parse(updatedAt)}`;
const imageUrl = (previewId: number, position: number, size: TSlideImageSize) =>
  `${apiPrefix}${endpoints.orders.slideImage(orderId, previewId, position, size)}${version}`;
const largeUrl = (previewId: number, position: number) => imageUrl(previewId, position, 'large');

const currentSlide = () => screen.getByRole('img', { name: /^Slide \d+ of \d+$/ });

/** A ready deck asks for the comments pinned to it: none here (pins/review-pins.test.tsx). */
const fakeNoPins = () => fakeApi({ 'GET /orders/:id/pins': { body: { pins: [] } } });

describe('the slide review', () => {
  it('is in the server’s HTML with its first slide and pins, and hydrates without a change', () => {
    const deliveries = [delivery(1, [ready(1, 'Final deck.pptx', 30)])];
    const pins = [makeReviewPin({ id: 3, body: 'Bigger logo, please.' })];
    const ui = <SlideReview orderId={orderId} deliveries={deliveries} />;
    const page = renderServerHtml(ui, {
      queries: [[getReviewPinsQueryOptions(orderId).queryKey, { pins }]],
    });
    // The largest paint of the order page waits for no script (issue 27).
    const slide = within(page.container).getByRole('img', { name: m.slideLabel(1, 30) });
    expect(slide).toHaveAttribute('src', largeUrl(1, 1));
    // A phone takes the 800 px image, a dense screen the large one.
    expect(slide).toHaveAttribute(
      'srcset',
      `${imageUrl(1, 1, 'medium')} 800w, ${largeUrl(1, 1)} 1600w`,
    );
    expect(slide).toHaveAttribute('sizes', '(min-width: 62em) 55vw, 100vw');
    expect(slide).toHaveAttribute('fetchpriority', 'high');
    expect(page.container.innerHTML).not.toContain('<!--$');
    expect(within(page.container).getByText('Bigger logo, please.')).toBeInTheDocument();
    const errors = collectHydrationErrors();
    try {
      page.hydrate();
      // The same image element: hydration took the server's over instead of painting another.
      expect(within(page.container).getByRole('img', { name: m.slideLabel(1, 30) })).toBe(slide);
    } finally {
      errors.stop();
    }
    expect(errors.messages).toEqual([]);
  });

  it('moves between slides with the arrow keys, Home and End, inside the viewer', async () => {
    fakeNoPins();
    const { user } = renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[delivery(1, [ready(1, 'Final deck.pptx', 4)])]}
      />,
    );
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(1, 4));
    expect(currentSlide()).toHaveAttribute('src', largeUrl(1, 1));
    expect(currentSlide()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText(m.slideLabel(1, 4), { selector: 'p' })).toHaveAttribute(
      'aria-live',
      'polite',
    );

    // Focus inside the viewer: the first thumbnail.
    screen.getByRole('button', { name: m.slideLabel(1, 4) }).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(2, 4));
    expect(currentSlide()).toHaveAttribute('src', largeUrl(1, 2));
    expect(currentSlide()).not.toHaveAttribute('fetchpriority', 'high');
    await user.keyboard('{End}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(4, 4));
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(4, 4));
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(3, 4));
    await user.keyboard('{Home}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(1, 4));

    // The buttons do the same; at the ends they say they are disabled but keep focus.
    const previous = screen.getByRole('button', { name: m.previous });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: m.next }));
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(2, 4));
    expect(previous).not.toHaveAttribute('aria-disabled');
  });

  it('ignores the keys outside the viewer', async () => {
    fakeNoPins();
    const { user } = renderWithProviders(
      <>
        <input aria-label="Elsewhere" />
        <SlideReview
          orderId={orderId}
          deliveries={[delivery(1, [ready(1, 'Final deck.pptx', 3)])]}
        />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('{ArrowRight}{End}');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(1, 3));
  });

  it('selects a slide from its thumbnail, marked as the current one', async () => {
    fakeNoPins();
    const { user } = renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[delivery(1, [ready(1, 'Final deck.pptx', 8)])]}
      />,
    );
    const strip = screen.getByRole('list', { name: m.slides });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs).toHaveLength(8);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    // Every thumbnail loads once the page is laid out, after the large slide.
    const thumbImages = strip.querySelectorAll('img');
    expect(thumbImages[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbImages[7]).toHaveAttribute('loading', 'lazy');
    expect(thumbImages[7]).toHaveAttribute(
      'src',
      `${apiPrefix}${endpoints.orders.slideImage(orderId, 1, 8, 'thumb')}${version}`,
    );

    await user.click(within(strip).getByRole('button', { name: m.slideLabel(6, 8) }));
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(6, 8));
    expect(thumbs[5]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
  });

  it('zooms in and out and back to the fit', async () => {
    fakeNoPins();
    const { user } = renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[delivery(1, [ready(1, 'Final deck.pptx', 2)])]}
      />,
    );
    // The slide's box zooms, the image and its pins with it.
    const zoomOf = () => currentSlide().parentElement?.style.getPropertyValue('--slide-zoom');
    expect(zoomOf()).toBe('1');
    expect(screen.getByRole('button', { name: m.zoomOut })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: m.zoomIn }));
    await user.click(screen.getByRole('button', { name: m.zoomIn }));
    expect(zoomOf()).toBe('2');
    // Zoomed, the browser is told the slide is twice as wide: it takes the large image.
    expect(currentSlide()).toHaveAttribute('sizes', '(min-width: 62em) 110vw, 200vw');
    await user.click(screen.getByRole('button', { name: m.zoomOut }));
    expect(zoomOf()).toBe('1.5');
    await user.click(screen.getByRole('button', { name: m.fit }));
    expect(zoomOf()).toBe('1');
  });

  it('shows how far a preview being made got', () => {
    renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[
          delivery(1, [
            pending(1, { status: 'rendering', slideCount: 20, slidesDone: 5, reason: null }),
          ]),
        ]}
      />,
    );
    expect(screen.getByText(m.rendering(5, 20))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: m.rendering(5, 20) });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says a queued preview is being prepared', () => {
    renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[
          delivery(1, [
            pending(1, { status: 'queued', slideCount: null, slidesDone: 0, reason: null }),
          ]),
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: m.queued })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('gives the reason of a failed preview, with no retry for the customer', () => {
    renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[
          delivery(1, [
            pending(1, { status: 'failed', slideCount: null, slidesDone: 0, reason: m.timedOut }),
          ]),
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(m.timedOut);
    expect(screen.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
  });

  it('offers staff to try a failed or unavailable preview again', async () => {
    let finish: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(
      <SlideReview
        orderId={orderId}
        onRetry={onRetry}
        deliveries={[
          delivery(1, [
            pending(7, {
              status: 'unavailable',
              slideCount: null,
              slidesDone: 0,
              reason: m.converterMissing,
            }),
          ]),
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(m.converterMissing);
    const retry = screen.getByRole('button', { name: m.retry });
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledWith(7);
    expect(retry).toHaveAttribute('data-loading', 'true');
    finish();
    await waitFor(() => expect(retry).not.toHaveAttribute('data-loading'));
  });

  it('shows the newest version first and switches versions, keeping the file', async () => {
    fakeNoPins();
    const { user } = renderWithProviders(
      <SlideReview
        orderId={orderId}
        deliveries={[
          delivery(1, [ready(1, 'Final deck.pptx', 3)]),
          delivery(2, [
            ready(2, 'Final deck.pptx', 5),
            pending(3, { status: 'rendering', slideCount: 9, slidesDone: 4, reason: null }),
          ]),
          delivery(3, []),
        ]}
      />,
    );
    const version = screen.getByRole('combobox', { name: m.version });
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([m.versionLabel(2), m.versionLabel(1)]);
    expect(version).toHaveValue('2');
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(1, 5));
    expect(currentSlide()).toHaveAttribute('src', largeUrl(2, 1));

    // Version 2 holds two files: the second is still being made.
    await user.selectOptions(screen.getByRole('combobox', { name: 'File' }), '3');
    expect(screen.getByText(m.rendering(4, 9))).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'File' }), '2');

    await user.click(screen.getByRole('button', { name: m.slideLabel(3, 5) }));
    await user.selectOptions(version, '1');
    expect(currentSlide()).toHaveAttribute('src', largeUrl(1, 3));
    expect(currentSlide()).toHaveAccessibleName(m.slideLabel(3, 3));
    expect(screen.queryByRole('combobox', { name: 'File' })).not.toBeInTheDocument();
  });
});
