import { screenTexts } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RootErrorPage } from './root-error-page';

const reporting = vi.hoisted(() => ({ reportError: vi.fn(), startErrorReporting: vi.fn() }));
vi.mock('@/lib/errors/error-reporting', () => reporting);

function BrokenLayout(): never {
  throw new Error('The layout itself failed');
}

describe('the root error page', () => {
  it('shows the fallback without the layout and reports the error (§8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '*', element: <BrokenLayout />, errorElement: <RootErrorPage /> }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: screenTexts.fallbackHeading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(reporting.reportError).toHaveBeenCalledTimes(1);
    expect(reporting.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The layout itself failed' }),
    );
  });
});
