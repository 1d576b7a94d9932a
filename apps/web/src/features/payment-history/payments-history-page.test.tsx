import type { TCurrentUser, TPaymentSummary, TPaymentsResponse } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { fakeApi, type TFakeApiCall, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pageLoad = { timeout: 15_000 };
const wholeApp = { timeout: 20000 };
const route = '/my-profile/billing/payments-history';

const payment = (overrides: Partial<TPaymentSummary>): TPaymentSummary => ({
  id: 1,
  purpose: 'creditPack',
  status: 'succeeded',
  description: 'Silver credit pack',
  amount: 123_456_78,
  currency: 'USD',
  methodLabel: 'Visa •••• 4242',
  failureMessage: null,
  createdAt: '2026-03-05T10:00:00.000000Z',
  paidAt: '2026-03-05T10:00:01.000000Z',
  receiptAvailable: true,
  ...overrides,
});

/** Twelve payments, newest first; the page the call asks for (page, limit from the query). */
const allPayments = Array.from({ length: 12 }, (_, index) =>
  payment({
    id: 12 - index,
    description: `Payment ${12 - index}`,
    createdAt: `2026-03-${String(12 - index).padStart(2, '0')}T10:00:00.000000Z`,
  }),
);
function pageOfPayments(call: TFakeApiCall): { body: TPaymentsResponse } {
  const page = Number(call.query.page ?? 1);
  const limit = Number(call.query.limit ?? 5);
  return {
    body: {
      items: allPayments.slice((page - 1) * limit, page * limit),
      total: allPayments.length,
      page,
      limit,
    },
  };
}

function renderPayments(
  routes: TFakeRoutes = {},
  user: Partial<TCurrentUser> = {},
  at: string = route,
) {
  const api = fakeApi({ 'GET /billing/payments': pageOfPayments, ...routes });
  const view = renderApp({ route: at, init: makeInit({ user: makeUser(user) }) });
  return { ...view, api };
}

const table = async () => screen.findByRole('table', {}, pageLoad);
const rowOf = (text: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(text)) as HTMLElement;
const descriptions = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('payment history page', wholeApp, () => {
  it('shows each payment with date, description, method, amount, status and its receipt', async () => {
    renderPayments({
      'GET /billing/payments': {
        body: {
          items: [
            payment({ id: 7 }),
            payment({
              id: 8,
              description: 'Pro plan, monthly',
              status: 'failed',
              amount: 9900,
              failureMessage: 'Your card was declined.',
              receiptAvailable: false,
              methodLabel: 'Mastercard •••• 0002',
            }),
          ],
          total: 2,
          page: 1,
          limit: 5,
        },
      },
    });
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment history' })).toBeInTheDocument();
    const paid = rowOf('Silver credit pack');
    expect(paid).toHaveTextContent('5 Mar 2026');
    expect(paid).toHaveTextContent('Visa •••• 4242');
    expect(paid).toHaveTextContent('$123 456.78');
    expect(paid).toHaveTextContent('Paid');
    const receipt = within(paid).getByRole('link', {
      name: 'Download the receipt for Silver credit pack, 5 Mar 2026',
    });
    expect(receipt).toHaveAttribute('href', '/v1/billing/payments/7/receipt');
    expect(receipt).toHaveAttribute('download');

    const failed = rowOf('Pro plan, monthly');
    expect(failed).toHaveTextContent('$99.00');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Your card was declined.');
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
  });

  it('sorts through the sort filter, written to the URL', async () => {
    const { api, router, user } = renderPayments();
    await table();
    expect(api.callsTo('GET /billing/payments')[0]?.query).toEqual({
      page: '1',
      limit: '5',
      sort: 'date:desc',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest amount');
    expect(router.state.location.search).toBe('?sort=amount%3Adesc');
    await waitFor(() =>
      expect(api.callsTo('GET /billing/payments').at(-1)?.query).toMatchObject({
        sort: 'amount:desc',
        page: '1',
      }),
    );
  });

  it('moves between pages and rows per page, defaults left out of the URL', async () => {
    const { api, router, user } = renderPayments();
    await table();
    expect(descriptions()).toEqual([
      'Payment 12',
      'Payment 11',
      'Payment 10',
      'Payment 9',
      'Payment 8',
    ]);
    expect(screen.getByText('1-5 of 12')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Payment pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await screen.findByText('11-12 of 12');
    expect(descriptions()).toEqual(['Payment 2', 'Payment 1']);

    await user.click(within(pager).getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('');
    await screen.findByText('1-5 of 12');

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show per page' }), '10');
    // Another page size starts over on the first page, which the URL leaves out.
    expect(router.state.location.search).toBe('?limit=10');
    await screen.findByText('1-10 of 12');
    expect(api.callsTo('GET /billing/payments').at(-1)?.query).toMatchObject({
      page: '1',
      limit: '10',
    });
  });

  it('goes back to the last page when the URL names a page past it', async () => {
    const { router } = renderPayments({}, {}, `${route}?page=9`);
    await screen.findByText('11-12 of 12', {}, pageLoad);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says there are no payments yet and links to credit packs for who may buy them', async () => {
    const empty: TFakeRoutes = {
      'GET /billing/payments': { body: { items: [], total: 0, page: 1, limit: 5 } },
    };
    renderPayments(empty);
    expect(await screen.findByText('No payments yet', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a credit pack' })).toHaveAttribute(
      'href',
      paths.profile.billing.credits.getHref(),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers no credit-pack link to a team with daily capacity', async () => {
    renderPayments(
      { 'GET /billing/payments': { body: { items: [], total: 0, page: 1, limit: 5 } } },
      { hasDailyCapacity: true },
    );
    expect(await screen.findByText('No payments yet', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy a credit pack' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the payments cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPayments({
      'GET /billing/payments': (call) => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { status: 'error', message: 'Server issues.' } }
          : pageOfPayments(call);
      },
    });
    expect(
      await screen.findByText('We could not load your payments. Please try again.', {}, pageLoad),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
  });
});
