import {
  apiPrefix,
  endpoints,
  slidePreviewMessages as m,
  type TOrderDelivery,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeSlidePreview } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SlideReview } from '../slide-review';

const orderId = 8;
const updatedAt = '2026-12-01T09:05:00.000000Z';
const deliveries: TOrderDelivery[] = [1, 2].map((round) => ({
  round,
  note: null,
  at: '2026-12-01T09:00:00.000000Z',
  late: false,
  draft: false,
  files: [],
  previews: [
    makeSlidePreview({
      id: round,
      fileName: 'Deck.pptx',
      slideCount: round === 1 ? 4 : 3,
      updatedAt,
    }),
  ],
}));
const largeUrl = (previewId: number, position: number) =>
  `${apiPrefix}${endpoints.orders.slideImage(orderId, previewId, position, 'large')}?v=${Date.parse(updatedAt)}`;

describe('comparing two versions', () => {
  it('shows each slide of the later version beside the slide it was, with its changes, side by side or wiped', async () => {
    const api = fakeApi({
      'GET /orders/:id/pins': { body: { pins: [] } },
      'GET /orders/:id/previews/:previewId/compare/:otherId': {
        body: {
          pairs: [
            { position: 1, otherPosition: 1 },
            { position: 2, otherPosition: 3 },
            { position: 3, otherPosition: null },
          ],
          removed: [2, 4],
        },
      },
      'GET /orders/:id/previews/:previewId/slides/:position/changes/:otherId/:otherPosition': (
        call,
      ) => ({
        body:
          call.params.position === '1'
            ? { regions: [{ x: 0.1, y: 0.1, w: 0.5, h: 0.2 }], changedShare: 0.05 }
            : { regions: [], changedShare: 0 },
      }),
    });
    const { user } = renderWithProviders(<SlideReview orderId={orderId} deliveries={deliveries} />);
    await user.click(screen.getByRole('button', { name: m.compare }));
    // Its code comes with the first click.
    const view = within(await screen.findByRole('region', { name: m.compareHeading }));

    const earlier = await view.findByRole('img', { name: 'Version 1, slide 1 of 4' });
    expect(earlier).toHaveAttribute('src', largeUrl(1, 1));
    expect(view.getByRole('img', { name: 'Version 2, slide 1 of 3' })).toHaveAttribute(
      'src',
      largeUrl(2, 1),
    );
    expect(await view.findByText(m.changesCount(1))).toBeInTheDocument();
    expect(view.getByText(m.removedSlides(1, [2, 4]))).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id/previews/:previewId/compare/:otherId')[0]?.params).toEqual({
      id: String(orderId),
      previewId: '2',
      otherId: '1',
    });

    // → pairs version 2's slide 2 with version 1's slide 3; its look unchanged.
    await user.click(view.getByRole('button', { name: m.next }));
    expect(view.getByRole('img', { name: 'Version 1, slide 3 of 4' })).toBeInTheDocument();
    expect(await view.findByText(m.changesCount(0))).toBeInTheDocument();
    // A slide new in version 2 has nothing beside it.
    await user.keyboard('{End}');
    expect(view.getAllByText(m.newSlide).length).toBeGreaterThan(0);

    // The wipe lays version 1 over version 2, cut where the slider is.
    view.getByRole('button', { name: m.previous }).focus();
    await user.keyboard('{Home}');
    await user.click(view.getByRole('radio', { name: m.wipe }));
    const slider = view.getByRole('slider', { name: m.wipeLabel });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(view.getByRole('img', { name: 'Version 1, slide 1 of 4' })).toHaveStyle({
      clipPath: 'inset(0 50% 0 0)',
    });

    await user.click(view.getByRole('button', { name: m.closeCompare }));
    expect(screen.queryByRole('region', { name: m.compareHeading })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: m.slideLabel(1, 3) })).toBeInTheDocument();
  });
});
