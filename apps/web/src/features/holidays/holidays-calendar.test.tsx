import { formatDayIn, holidayCalendarMessages as m } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/domain/holidays/holiday-reminders';
import { storageKeys } from '@/lib/storage/storage-keys';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = formatDayIn(new Date(), zone);
const tomorrow = addDays(today, 1);
const later = addDays(today, 45);

function renderCalendar(route: string) {
  const api = fakeApi({
    'GET /holidays': {
      body: {
        days: {
          [addDays(today, -3)]: [{ id: 1, title: 'Past day', message: '', no_availability: true }],
          [tomorrow]: [
            { id: 2, title: 'Studio outing', message: 'We are out.', no_availability: true },
          ],
          [later]: [{ id: 3, title: 'Training day', message: '', no_availability: false }],
        },
      },
    },
  });
  return { ...renderApp({ route, init: makeInit({ user: makeUser() }) }), api };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the holiday calendar', () => {
  it('lists the upcoming holidays, and the table and the month say the same', async () => {
    const { user } = renderCalendar('/my-profile/holidays-calendar/list');
    expect(
      await screen.findByRole('heading', { name: m.heading, level: 1 }, pageLoad),
    ).toBeVisible();
    const list = await screen.findByRole('region', { name: m.upcoming }, pageLoad);
    await within(list).findByText('Studio outing', {}, pageLoad);
    expect(within(list).getByText('Studio outing')).toBeInTheDocument();
    expect(within(list).getByText('We are out.')).toBeInTheDocument();
    expect(within(list).getByText('Training day')).toBeInTheDocument();
    expect(within(list).getByText(m.reducedAvailability)).toBeInTheDocument();
    expect(screen.queryByText('Past day')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: m.views.table }));
    const table = await screen.findByRole('table', { name: m.upcoming });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Studio outing',
      'Training day',
    ]);

    await user.click(screen.getByRole('link', { name: m.views.calendar }));
    expect(await screen.findByRole('link', { name: m.views.calendar })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const isTomorrowThisMonth = tomorrow.slice(0, 7) === today.slice(0, 7);
    expect(screen.queryAllByText('Studio outing').length > 0).toBe(isTomorrowThisMonth);
  });

  it('reminds of tomorrow’s holiday once on another account page: dismissed, it stays away', async () => {
    const first = renderCalendar('/my-profile/no-such-page');
    const reminder = await screen.findByText(
      m.reminder('Studio outing', 'tomorrow', true),
      {},
      pageLoad,
    );
    expect(reminder).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(storageKeys.holidayReminders) ?? '{}'),
      ).toHaveProperty('2:daily'),
    );
    first.unmount();
    vi.unstubAllGlobals();

    const second = renderCalendar('/my-profile/no-such-page');
    await waitFor(() => expect(second.api.callsTo('GET /holidays')).toHaveLength(1), pageLoad);
    expect(screen.queryByText(m.reminder('Studio outing', 'tomorrow', true))).toBeNull();
  });

  it('shows no reminder on the calendar itself (issue 30)', async () => {
    const { api } = renderCalendar('/my-profile/holidays-calendar/table');
    await waitFor(() => expect(api.callsTo('GET /holidays')).toHaveLength(1), pageLoad);
    expect(await screen.findByRole('table', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText(m.reminder('Studio outing', 'tomorrow', true))).toBeNull();
  });

  it('switches a reminder kind off on this device', async () => {
    const { user } = renderCalendar('/my-profile/holidays-calendar');
    const daily = await screen.findByRole('switch', { name: m.settings.daily }, pageLoad);
    expect(daily).toBeChecked();
    await user.click(daily);
    expect(daily).not.toBeChecked();
    expect(
      JSON.parse(window.localStorage.getItem(storageKeys.holidayReminderSettings) ?? '{}'),
    ).toEqual({
      daily: false,
      weekly: true,
      monthly: true,
    });
  });
});
