import { creditMessages as m } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { UpsellPopup } from './upsell-popup';

const offer = { key: 'upsell' as const, amount: 2500, slides: 100, discount: 200, percentage: 8 };
const init = makeInit({ user: makeUser(), popups: [offer] });

describe('the upsell popup of init (§3 popups)', () => {
  it('offers the pack once on the billing pages, and remembers the answer', async () => {
    const first = renderWithProviders(<UpsellPopup />, {
      route: '/my-profile/billing/overview',
      init,
    });
    const dialog = await screen.findByRole('dialog', { name: m.upsellTitle(8) });
    expect(dialog).toHaveTextContent('$2 500.00');
    expect(dialog).toHaveTextContent('about 100 slides');
    expect(dialog).toHaveTextContent('$200.00');
    await first.user.click(within(dialog).getByRole('button', { name: m.upsellDismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(storageKeys.dismissedPopups)).toContain('upsell:2500');
    first.unmount();

    renderWithProviders(<UpsellPopup />, { route: '/my-profile/billing/overview', init });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away from other pages and from people with no offer', () => {
    window.localStorage.clear();
    const other = renderWithProviders(<UpsellPopup />, { route: '/my-profile/team', init });
    expect(screen.queryByRole('dialog')).toBeNull();
    other.unmount();
    renderWithProviders(<UpsellPopup />, {
      route: '/my-profile/billing/overview',
      init: makeInit({ user: makeUser(), popups: [] }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
