import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoadFailedAlert } from './load-failed-alert';

describe('LoadFailedAlert', () => {
  it('announces what failed and asks again on "Try again"', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <LoadFailedAlert title="The team could not be loaded" onRetry={onRetry}>
        Check your connection.
      </LoadFailedAlert>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The team could not be loaded');
    expect(alert).toHaveTextContent('Check your connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
