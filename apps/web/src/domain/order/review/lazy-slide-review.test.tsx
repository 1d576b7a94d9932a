import type { TOrderDelivery } from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeSlidePreview } from '@/test/fixtures';
import { renderToHtml } from '@/test/render';
import { LazySlideReview } from './lazy-slide-review';

// As on the server and while the browser hydrates: the browser's value is not read yet.
vi.mock('@/lib/ssr/use-browser-state', () => ({
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

const deliveries: TOrderDelivery[] = [
  {
    round: 1,
    note: null,
    at: '2026-12-01T09:00:00.000000Z',
    late: false,
    files: [],
    previews: [makeSlidePreview({ id: 4 })],
  },
];

describe('the lazy slide review', () => {
  it('renders its placeholder on the server, in the slide’s proportions, without suspending', () => {
    const html = renderToHtml(<LazySlideReview orderId={8} deliveries={deliveries} />);
    // A suspended boundary would be sent as a client-rendered fallback (`<!--$!-->`), which React
    // reports as an error while hydrating.
    expect(html).not.toContain('<!--$');
    expect(html).toContain('aspect-ratio:1600 / 900');
    expect(html).not.toContain('<img');
  });
});
