import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Pager } from './pager';

function Harness({
  total,
  limitOptions,
  onPageChange,
}: {
  total: number;
  limitOptions?: readonly number[];
  onPageChange?: (page: number) => void;
}) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(5);
  return (
    <Pager
      page={page}
      limit={limit}
      total={total}
      limitOptions={limitOptions}
      label="Payments pages"
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
      onLimitChange={(next) => {
        setLimit(next);
        setPage(1);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Payments pages' });
const pageButtons = () =>
  within(nav())
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

describe('Pager', () => {
  it('shows the range, the rows-per-page selector and the page buttons', () => {
    renderWithProviders(<Harness total={12} />);
    expect(screen.getByText('1-5 of 12')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Show per page' });
    expect(select).toHaveValue('5');
    expect(select).toBeEnabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('moves between pages with the buttons and the keyboard', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(<Harness total={12} onPageChange={onPageChange} />);
    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Next page' })).toBeDisabled();

    within(nav()).getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('6-10 of 12')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('1-5 of 12')).toBeInTheDocument();
  });

  it('does not report the current page again', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(<Harness total={12} onPageChange={onPageChange} />);
    await user.click(within(nav()).getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('changes the rows per page', async () => {
    const { user } = renderWithProviders(<Harness total={12} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show per page' }), '10');
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2']);
  });

  it('disables the selector when there is only one option', () => {
    renderWithProviders(<Harness total={3} limitOptions={[5]} />);
    expect(screen.getByRole('combobox', { name: 'Show per page' })).toBeDisabled();
  });

  it('shows a window with gaps for many pages (narrowest preset)', async () => {
    const { user } = renderWithProviders(<Harness total={100} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '20']);
    await user.click(within(nav()).getByRole('button', { name: 'Page 4' }));
    await user.click(within(nav()).getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '20']);
  });
});
