import { subscriptionMessages as m } from '@deckhand/contract';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useProPlanPromo } from './use-pro-plan-promo';

function Opener({ canBuy = false }: { canBuy?: boolean }) {
  const { openProPlanPromo } = useProPlanPromo();
  return <Button onClick={() => openProPlanPromo({ canBuy })}>Show promo</Button>;
}

describe('Pro plan promo modal (§2.5)', () => {
  it('tells what Pro gives and links to the plans page', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Show promo' }));
    const dialog = await screen.findByRole('dialog', { name: m.promoTitle });
    expect(dialog).toHaveTextContent('10-hour turnaround');
    expect(within(dialog).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/plans',
    );
    expect(within(dialog).queryByRole('link', { name: m.getPro })).toBeNull();
  });

  it('offers Get Pro to people who may buy the plan', async () => {
    const { user } = renderWithProviders(<Opener canBuy />);
    await user.click(screen.getByRole('button', { name: 'Show promo' }));
    const dialog = await screen.findByRole('dialog', { name: m.promoTitle });
    expect(within(dialog).getByRole('link', { name: m.getPro })).toHaveAttribute(
      'href',
      '/my-profile/billing/subscription/purchase',
    );
  });
});
