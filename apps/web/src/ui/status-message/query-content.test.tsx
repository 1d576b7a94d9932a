import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QueryContent } from './query-content';

const render = (query: Parameters<typeof QueryContent<string[]>>[0]['query']) =>
  renderWithProviders(
    <QueryContent
      query={query}
      loadFailedTitle="The alerts could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={<p>Nothing yet.</p>}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </QueryContent>,
  );

describe('QueryContent', () => {
  it('shows the content, or the empty state when the data holds nothing', () => {
    const refetch = vi.fn();
    const { unmount } = render({ isPending: false, isError: false, data: ['a', 'b'], refetch });
    expect(screen.getByText('a, b')).toBeInTheDocument();
    unmount();
    render({ isPending: false, isError: false, data: [], refetch });
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('says what failed and asks again', async () => {
    const refetch = vi.fn();
    const { user } = render({ isPending: false, isError: true, data: undefined, refetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('The alerts could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the place of what comes while loading', () => {
    const { container } = render({
      isPending: true,
      isError: false,
      data: undefined,
      refetch: vi.fn(),
    });
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });
});
