import { screenTexts } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const reporting = vi.hoisted(() => ({ reportError: vi.fn(), startErrorReporting: vi.fn() }));
vi.mock('@/lib/errors/error-reporting', () => reporting);
// Which environments reach the kit is the route's business; the kit itself (a few hundred
// widgets) has its own tests (features/ui-kit).
vi.mock('@/features/ui-kit/routes/ui-kit-page', () => ({
  UiKitPage: () => <h1>UI kit</h1>,
  prefetchQueries: undefined,
  loadVisitorData: undefined,
}));

describe('status pages', () => {
  beforeEach(() => reporting.reportError.mockClear());

  it("shows the 'Fallback' boundary when /crash throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ route: '/crash' });
    expect(
      await screen.findByRole('heading', { level: 1, name: screenTexts.fallbackHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // The header survives: the boundary sits inside the layout.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('reports the error /crash throws, once (§8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ route: '/crash' });
    await screen.findByRole('heading', { level: 1, name: screenTexts.fallbackHeading });
    // The boundary reports in its effect, which React may run after the fallback is on screen.
    await waitFor(() => expect(reporting.reportError).toHaveBeenCalled());
    expect(reporting.reportError).toHaveBeenCalledTimes(1);
    expect(reporting.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^Deliberate crash/) }),
    );
  });

  it('answers an unknown address with the not-found page', async () => {
    renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: screenTexts.notFoundHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(reporting.reportError).not.toHaveBeenCalled();
  });

  it('shows the page loader on /loading', async () => {
    renderApp({ route: '/loading' });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the UI kit outside production', async () => {
    renderApp({ route: '/ui-kit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('answers /ui-kit with not found in production', async () => {
    const init = makeInit();
    renderApp({ route: '/ui-kit', init: { ...init, env: { ...init.env, appEnv: 'production' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: screenTexts.notFoundHeading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'UI kit' })).not.toBeInTheDocument();
  });
});
