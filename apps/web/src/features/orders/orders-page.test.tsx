import type { TOrderListItem } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { teamEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeUser } from '@/test/fixtures';
import { makeOrderListItem } from '@/test/order-list-fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const order = makeOrderListItem;

function renderPage(items: TOrderListItem[], route = '/my-profile/orders', total = items.length) {
  const init = makeInit({ user: makeUser({ customerRole: 'manager', customerAccountId: 7 }) });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders': (call: TFakeApiCall) => {
      const search = call.query.search;
      const found = search ? items.filter((item) => item.number.includes(search)) : items;
      return {
        body: {
          items: found,
          total: search ? found.length : total,
          page: Number(call.query.page ?? 1),
          limit: Number(call.query.limit ?? 5),
        },
      };
    },
  });
  return { ...renderApp({ route, init }), api };
}

describe('the orders list (§2.4)', { timeout: 20000 }, () => {
  it('invites a team without orders to order', async () => {
    renderPage([]);
    expect(await screen.findByText('No orders yet', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Order now' }).at(-1)).toHaveAttribute(
      'href',
      '/order-now',
    );
  });

  it('shows each order with its delivery in the zone it was ordered in, total and status', async () => {
    renderPage([
      order(1),
      order(2, {
        status: 'quoteRequested',
        flowName: 'Get a quote',
        total: null,
        promisedDeliveryAt: null,
        paymentMethod: null,
      }),
    ]);
    const table = await screen.findByRole('table', {}, pageLoad);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('DH-10001')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByText('5:00 PM, 30 November, 2026'),
    ).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('$144.00')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByText('12 slides · Redesign · Olivia Owner'),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Quote pending')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Quote requested')).toBeInTheDocument();
  });

  it('keeps the status, search, sort and page in the query string', async () => {
    const { user, router, api } = renderPage(
      Array.from({ length: 5 }, (_, index) => order(index + 1)),
      '/my-profile/orders',
      12,
    );
    await screen.findByRole('table', {}, pageLoad);
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    // A filter starts over on the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'received');
    await waitFor(() => expect(router.state.location.search).toBe('?status=received'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'total:desc');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'received',
        sort: 'total:desc',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'DH-10003{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('search=DH-10003'));
    const last = api.callsTo('GET /orders').at(-1);
    expect(last?.query).toMatchObject({ search: 'DH-10003', status: 'received' });
    expect(await screen.findByText('DH-10003')).toBeInTheDocument();
  });

  it('says when no order matches and clears the filters', async () => {
    const { user, router } = renderPage([order(1)], '/my-profile/orders?search=DH-19999');
    expect(
      await screen.findByText('No orders match your filters', {}, pageLoad),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('DH-10001')).toBeInTheDocument();
  });

  it("reloads the list and says so when one of the team's orders changes status", async () => {
    const { api } = renderPage([order(1)]);
    await screen.findByRole('table', {}, pageLoad);
    await waitFor(() => expect(teamEvents.teamIds.at(-1)).toBe(7));
    const loads = api.callsTo('GET /orders').length;
    teamEvents.listeners['order.statusChanged']?.({
      orderId: 1,
      number: 'DH-10001',
      from: 'awaitingPayment',
      to: 'received',
      at: '2026-11-26T10:00:00.000000Z',
    });
    expect(await screen.findByText('Order DH-10001 is now received.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /orders').length).toBeGreaterThan(loads));
  });
});
