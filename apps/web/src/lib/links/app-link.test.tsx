import { errorMessages } from '@deckhand/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppLink } from './app-link';

function renderLink(to: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppLink to={to}>Go</AppLink> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink (§2.1)', () => {
  it('navigates inside the app for internal targets', () => {
    const router = renderLink('/my-profile/orders');
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/my-profile/orders');
    link.click();
    expect(router.state.location.pathname).toBe('/my-profile/orders');
  });

  it('is a plain anchor for external targets and API addresses', () => {
    renderLink('https://example.com/a');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
  });

  it.each(['', '   '])('throws a programming error for the empty target %j', (to) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AppLink to={to}>Go</AppLink>)).toThrow(errorMessages.emptyLinkTarget);
  });
});
