import { capacityMessages as m, type TCapacityReport } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };

function reportOf(year: number, month: number): TCapacityReport {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return {
    team: { name: 'Contoso Enterprise', dailyCapacity: 40 },
    year,
    month,
    daily: [
      { date: `${key}-01`, capacity: 40, used: month === 3 ? 13 : 2, orders: 2 },
      { date: `${key}-02`, capacity: 40, used: 0, orders: 0 },
    ],
    breakdown: {
      byStatus: [{ status: 'received', orders: 2 }],
      byTreatment: [{ treatment: 'redesign', orders: 2, slides: 13 }],
    },
    monthly: Array.from({ length: 12 }, (_, index) => ({
      month: `${year}-${String(index + 1).padStart(2, '0')}`,
      capacity: 800,
      used: index === 2 ? 13 : 0,
    })),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the capacity overview', { timeout: 20000 }, () => {
  it('shows the month of the address, and another month once picked', async () => {
    const api = fakeApi({
      'GET /reports/capacity': (call: TFakeApiCall) => ({
        body: reportOf(Number(call.query.year), Number(call.query.month)),
      }),
    });
    const owner = makeUser({ customerRole: 'owner', hasDailyCapacity: true });
    const { user, router } = renderApp({
      route: '/reports/capacity-overview/2027-03',
      init: makeInit({ user: owner }),
    });
    expect(
      await screen.findByRole('heading', { name: m.heading, level: 1 }, pageLoad),
    ).toBeVisible();
    expect(
      await screen.findByText('13 of 80 slides used (40 a working day).', {}, pageLoad),
    ).toBeVisible();
    expect(api.callsTo('GET /reports/capacity')[0]?.query).toEqual({ year: '2027', month: '3' });
    expect(screen.getByRole('combobox', { name: m.month })).toHaveValue('03');

    const daily = screen.getByRole('table', { name: m.daily });
    expect(within(daily).getByRole('cell', { name: '2027-03-01' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: m.month }), '04');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/reports/capacity-overview/2027-04'),
    );
    expect(await screen.findByText('2 of 80 slides used (40 a working day).')).toBeVisible();
  });

  it('tells a manager the overview is not theirs', async () => {
    fakeApi({
      'GET /reports/capacity': { status: 403, body: { status: 'error', message: m.notAllowed } },
    });
    renderApp({
      route: '/reports/capacity-overview',
      init: makeInit({ user: makeUser({ customerRole: 'manager', hasDailyCapacity: true }) }),
    });
    expect(await screen.findByText(m.notAllowed, {}, pageLoad)).toBeVisible();
  });
});
