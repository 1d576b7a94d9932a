import { orderStatusNames, ordersListMessages, screenTexts } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListsTablesSection } from './components/lists-tables-section';

const demo = (name: string) => within(screen.getByRole('group', { name }));
const state = (demoName: string, stateName: string) =>
  within(demo(demoName).getByRole('group', { name: stateName }));

describe('UI kit lists and tables section', { timeout: 20000 }, () => {
  it('searches the sample orders and says Nothing found without a match', async () => {
    const { user } = renderWithProviders(<ListsTablesSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lists and tables' })).toBeInTheDocument();
    const found = state('Search input', 'With results');
    expect(found.getByRole('searchbox', { name: ordersListMessages.searchLabel })).toHaveValue(
      'order now',
    );
    expect(found.getByRole('listitem')).toHaveTextContent('DH-10042 · Order now');

    const noMatch = state('Search input', 'No match');
    expect(noMatch.getByRole('status')).toHaveTextContent(screenTexts.nothingFound);
    const search = noMatch.getByRole('searchbox', { name: ordersListMessages.searchLabel });
    await user.clear(search);
    await user.type(search, 'try us{Enter}');
    expect(noMatch.getByRole('listitem')).toHaveTextContent('DH-10043 · Try us out');
    expect(noMatch.queryByText(screenTexts.nothingFound)).not.toBeInTheDocument();
  });

  it('shows the orders table wide and phone-wide with every column, total and status', () => {
    renderWithProviders(<ListsTablesSection />);
    for (const name of ['Orders in a wide card', 'Orders on a phone']) {
      const table = within(screen.getByRole('table', { name }));
      const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers).toEqual(Object.values(ordersListMessages.columns));
      expect(table.getAllByRole('row')).toHaveLength(5);
      expect(table.getByText(ordersListMessages.quoteTotal)).toBeInTheDocument();
      expect(table.getByText(orderStatusNames.quoteRequested)).toBeInTheDocument();
      expect(table.getByText('$437.50')).toBeInTheDocument();
    }
  });

  it('shows the pager on the first, a middle and the last page, on one page and empty', async () => {
    const { user } = renderWithProviders(<ListsTablesSection />);
    const pager = (name: string) => within(screen.getByRole('navigation', { name }));
    const current = (name: string) =>
      pager(name)
        .getAllByRole('button', { name: /^Page / })
        .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;
    expect(current('Pages, first page')).toBe('1');
    expect(screen.getByText('1-5 of 240')).toBeInTheDocument();
    expect(current('Pages, middle page')).toBe('24');
    expect(screen.getByText('116-120 of 240')).toBeInTheDocument();
    expect(current('Pages, last page')).toBe('48');
    expect(screen.getByText('236-240 of 240')).toBeInTheDocument();
    expect(pager('Pages, last page').getByRole('button', { name: 'Next page' })).toBeDisabled();

    const onePage = state('Pager', 'One page, one size');
    expect(onePage.getByRole('combobox', { name: screenTexts.showPerPage })).toBeDisabled();
    expect(onePage.getByText('1-4 of 4')).toBeInTheDocument();
    expect(state('Pager', 'No rows').getByText('0 of 0')).toBeInTheDocument();

    await user.click(pager('Pages, first page').getByRole('button', { name: 'Next page' }));
    expect(current('Pages, first page')).toBe('2');
    expect(screen.getByText('6-10 of 240')).toBeInTheDocument();
  });

  it('reorders the list with Shift and the arrows, moves and removes rows, and keeps the last one', async () => {
    const { user } = renderWithProviders(<ListsTablesSection />);
    const several = state('Reorderable list', 'Several rows');
    const list = several.getByRole('list', { name: 'Custom fields, in the order they are asked' });
    const rows = () => within(list).getAllByRole('listitem', { name: /of \d+\./ });
    rows()[0]?.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(
      several.getByText('Order: Project code, Cost centre, Department, Needed by'),
    ).toBeInTheDocument();
    expect(rows()[1]).toHaveAccessibleName('Cost centre, 2 of 4. Shift and arrow keys move it.');

    await user.click(several.getByRole('button', { name: 'Move Needed by up' }));
    await user.click(several.getByRole('button', { name: 'Remove Project code' }));
    expect(several.getByText('Order: Cost centre, Needed by, Department')).toBeInTheDocument();
    await user.click(several.getByRole('button', { name: 'Reset the list' }));
    expect(rows()).toHaveLength(4);

    const lastOne = state('Reorderable list', 'The last one left');
    expect(
      lastOne.getByRole('button', { name: 'Cost centre is the last one and stays' }),
    ).toBeDisabled();
  });

  it('shows the download list with files and sizes, and empty', () => {
    renderWithProviders(<ListsTablesSection />);
    const withFiles = state('Download list', 'With files');
    expect(withFiles.getAllByRole('link')).toHaveLength(4);
    expect(withFiles.getByRole('link', { name: 'Q1 board review.pptx' })).toHaveAttribute(
      'download',
    );
    expect(withFiles.getByText('8.3 MB')).toBeInTheDocument();
    expect(withFiles.getByText('48 KB')).toBeInTheDocument();
    const empty = state('Download list', 'Empty');
    expect(empty.queryByRole('link')).not.toBeInTheDocument();
    expect(empty.getByText(/An empty list shows nothing/)).toBeInTheDocument();
  });
});
