import { screenTexts } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('redirect page (§2.2)', () => {
  it("shows 'You are leaving' with the target link and continues there", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const target = 'https://example.com/brief?id=7';
    const { user } = renderApp({ route: `/redirect?url=${encodeURIComponent(target)}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: screenTexts.leavingHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: target })).toHaveAttribute('href', target);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith(target);
  });

  it.each([
    ['missing', '/redirect'],
    ['not a URL', '/redirect?url=not-a-url'],
    ['not http(s)', `/redirect?url=${encodeURIComponent('javascript:alert(1)')}`],
  ])('returns to / when the url is %s', async (_label, route) => {
    const { router } = renderApp({ route });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/redirect'));
    // The root then sends the anonymous visitor on to login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
