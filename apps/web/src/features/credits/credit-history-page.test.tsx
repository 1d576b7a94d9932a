import { creditMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entry, pageLoad, renderCredits, wholeApp } from './credits-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const route = '/my-profile/billing/credit-history';
const entries = [
  entry({
    id: 3,
    kind: 'spend',
    amount: -72_500,
    balanceAfter: 149_500,
    reason: 'Order demo-2: Product launch pitch',
    reference: 'order:demo-2',
    createdAt: '2026-11-11T10:00:00.000000Z',
  }),
  entry({
    id: 2,
    kind: 'spend',
    amount: -48_000,
    balanceAfter: 222_000,
    reason: 'Order demo-1: Quarterly results deck',
    reference: 'order:demo-1',
    createdAt: '2026-10-24T10:00:00.000000Z',
  }),
  entry(),
];

describe('credit history page', wholeApp, () => {
  it('lists entries with date, description, signed amount and balance after, and pages them', async () => {
    const { user, api, router } = renderCredits(route, {
      'GET /billing/credit-entries': (call) => ({
        body: { items: entries, total: 12, page: Number(call.query.page), limit: 5 },
      }),
    });
    const table = await screen.findByRole('table', undefined, pageLoad);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('11 Nov 2026');
    expect(rows[1]).toHaveTextContent('Order demo-2: Product launch pitch');
    expect(rows[1]).toHaveTextContent('−$725.00');
    expect(rows[1]).toHaveTextContent('$1 495.00');
    expect(rows[3]).toHaveTextContent('+$2 700.00');
    expect(rows[3]).toHaveTextContent('Bought the Silver pack');
    const section = screen.getByRole('region', { name: 'Credit movements' });
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('−$725.00');
    expect(cards[0]).toHaveTextContent('Balance $1 495.00');
    expect(api.callsTo('GET /billing/credit-entries')[0]?.query).toEqual({
      page: '1',
      limit: '5',
      sort: 'date:desc',
    });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(api.callsTo('GET /billing/credit-entries').at(-1)?.query.page).toBe('2'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by date' }), 'asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=date%3Aasc'));
    await waitFor(() =>
      expect(api.callsTo('GET /billing/credit-entries').at(-1)?.query).toMatchObject({
        page: '1',
        sort: 'date:asc',
      }),
    );
  });

  it('shows the empty state with the way to buy a pack', async () => {
    renderCredits(route, {
      'GET /billing/credit-entries': { body: { items: [], total: 0, page: 1, limit: 5 } },
    });
    expect(
      await screen.findByText(creditMessages.historyEmpty, undefined, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a credit pack' })).toHaveAttribute(
      'href',
      '/my-profile/billing/credits',
    );
  });

  it('says so when the history cannot be loaded', async () => {
    renderCredits(route, {
      'GET /billing/credit-entries': { status: 500, body: { status: 'error', message: 'x' } },
    });
    expect(
      await screen.findByText('The credit history could not be loaded', undefined, pageLoad),
    ).toBeInTheDocument();
  });
});
