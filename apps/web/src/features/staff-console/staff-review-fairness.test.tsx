import {
  reviewFairnessMessages as m,
  type TReviewFairnessMonth,
  type TStaffOrdersResponse,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeStaff } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const emptyQueue: TStaffOrdersResponse = { items: [], total: 0, page: 1, limit: 20 };

/** Twelve months to November 2026, none auto-approved unless given. */
function yearOf(figures: Record<string, [number, number]>): TReviewFairnessMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${index === 0 ? 2025 : 2026}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`;
    const [autoApproved, neverOpened] = figures[month] ?? [0, 0];
    const sharePercent =
      autoApproved === 0 ? null : Math.round((neverOpened / autoApproved) * 1000) / 10;
    return { month, autoApproved, neverOpened, sharePercent };
  });
}

function renderQueue(months: TReviewFairnessMonth[]) {
  const init = makeInit({ user: makeStaff() });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders': { body: emptyQueue },
    'GET /staff/review-fairness': { body: { goalPercent: 5, months } },
  });
  renderApp({ route: '/staff', init });
  return api;
}

describe('automatic approvals never opened, on the queue page', { timeout: 20000 }, () => {
  it('shows the share by month against the 5% goal, with the numbers as a table', async () => {
    const api = renderQueue(yearOf({ '2026-08': [40, 1], '2026-10': [12, 3] }));
    const card = await screen.findByRole('region', { name: m.heading }, pageLoad);
    expect(within(card).getByText(m.intro(5))).toBeInTheDocument();
    expect(m.intro(5)).toContain('under 5%');
    expect(
      await within(card).findByRole('img', { name: m.chartLabel(5) }, pageLoad),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /staff/review-fairness')[0]?.query).toEqual({ months: '12' });

    const table = within(card).getByRole('table', { name: m.tableCaption });
    const rows = within(table).getAllByRole('row');
    // The heading row and the twelve months, oldest first.
    expect(rows).toHaveLength(13);
    const cells = (row: number) =>
      within(rows[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['Dec 2025', '0', '0', m.noShare]);
    expect(cells(9)).toEqual(['Aug 2026', '40', '1', '2.5%']);
    expect(cells(11)).toEqual(['Oct 2026', '12', '3', '25%']);
    expect(cells(12)).toEqual(['Nov 2026', '0', '0', m.noShare]);
  });

  it('says so when no version was approved automatically in the year', async () => {
    renderQueue(yearOf({}));
    const card = await screen.findByRole('region', { name: m.heading }, pageLoad);
    expect(await within(card).findByRole('status')).toHaveTextContent(m.empty);
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the queue when the figures cannot be loaded, and offers to try again', async () => {
    const init = makeInit({ user: makeStaff() });
    fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders': { body: emptyQueue },
      'GET /staff/review-fairness': {
        status: 500,
        body: { status: 'error', message: 'Something went wrong' },
      },
    });
    renderApp({ route: '/staff', init });
    const card = await screen.findByRole('region', { name: m.heading }, pageLoad);
    expect(await within(card).findByText(m.loadFailed, {}, pageLoad)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
  });
});
