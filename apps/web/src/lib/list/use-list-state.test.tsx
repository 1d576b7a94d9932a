import { Button, Text } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useListState } from './use-list-state';

const listConfig = {
  sortOptions: ['date', 'amount'],
  defaultSort: { option: 'date', direction: 'desc' },
} as const;

function Harness() {
  const list = useListState(listConfig);
  return (
    <>
      <Text data-testid="state">{JSON.stringify(list.query)}</Text>
      <Button onClick={() => list.setPage(list.page + 1)}>Next</Button>
      <Button onClick={() => list.setLimit(25)}>Limit 25</Button>
      <Button onClick={() => list.setSort({ option: 'amount', direction: 'asc' })}>
        By amount
      </Button>
      <Button onClick={() => list.keepPageWithin(6)}>Six rows</Button>
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('useListState', () => {
  it('reads the defaults and pushes each change to the URL, defaults left out', async () => {
    const { router, user } = renderWithProviders(<Harness />, { route: '/list' });
    expect(state()).toEqual({ page: 1, limit: 5, sort: 'date:desc' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(state()).toEqual({ page: 2, limit: 5, sort: 'date:desc' });

    await user.click(screen.getByRole('button', { name: 'By amount' }));
    expect(router.state.location.search).toBe('?sort=amount%3Aasc');
    expect(state()).toEqual({ page: 1, limit: 5, sort: 'amount:asc' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Limit 25' }));
    expect(router.state.location.search).toBe('?sort=amount%3Aasc&limit=25');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?sort=amount%3Aasc&page=2');
    expect(state()).toEqual({ page: 2, limit: 5, sort: 'amount:asc' });
  });

  it('replaces a page past the last one with the last page', async () => {
    const { router, user } = renderWithProviders(<Harness />, { route: '/list?page=9' });
    await user.click(screen.getByRole('button', { name: 'Six rows' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
