import { placeholders } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrderForm, pageLoad, priceOf, renderOrderFlow, wholeApp } from './order-form-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser says it is in Copenhagen (UTC+1 in winter). */
function useCopenhagen() {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'Europe/Copenhagen' };
  });
}

describe('delivery dates', wholeApp, () => {
  it('picks a later date (week from Monday, blocked days with their reason) and a time, sent in UTC', async () => {
    useCopenhagen();
    const { user, api } = renderOrderFlow('/order-now', {
      // Answered in the zone asked, as the API does (a form in another zone is worked out again).
      'GET /order-forms/:flowKey': {
        body: makeOrderForm({ stepped: false, timezone: 'Europe/Copenhagen' }),
      },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: priceOf(30_000), components: [] },
      },
    });
    await screen.findByRole('radio', { name: 'Standard (48 hours)' }, pageLoad);
    expect(api.callsTo('GET /order-forms/:flowKey')[0]?.query).toEqual({
      timezone: 'Europe/Copenhagen',
    });
    expect(screen.getByText(/Delivered by 5:00 PM, 26 November, 2026/)).toBeInTheDocument();
    const later = screen.getByRole('checkbox', { name: 'Pick a later date' });
    expect(later).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Standard (48 hours)' }));
    await waitFor(() =>
      expect(api.callsTo('POST /order-forms/:flowKey/calculation').at(-1)?.body).toMatchObject({
        changed: 'delivery',
        values: { turnaround: 'standard', deliveryAt: null },
      }),
    );

    await user.click(later);
    const time = screen.getByRole('textbox', { name: 'Time' });
    expect(time).toBeDisabled();
    expect(time).toHaveAttribute('placeholder', placeholders.time);
    const date = screen.getByRole('button', { name: 'Delivery date' });
    expect(date).toHaveTextContent(placeholders.date);
    await user.click(date);
    const weekdays = await screen.findAllByRole('columnheader');
    expect(weekdays[0]).toHaveTextContent(/^Mo/);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const christmas = await screen.findByRole('button', { name: '25 December 2026' });
    expect(christmas).toHaveAttribute('aria-disabled', 'true');
    await user.hover(christmas.querySelector('span') ?? christmas);
    expect(await screen.findByText('Christmas Day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1 December 2026' }));
    expect(screen.getByRole('textbox', { name: 'Time' })).toBeEnabled();
    await user.click(screen.getByRole('textbox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: '2:00 PM' }));
    await waitFor(() =>
      expect(api.callsTo('POST /order-forms/:flowKey/calculation').at(-1)?.body).toMatchObject({
        changed: 'delivery',
        timezone: 'Europe/Copenhagen',
        values: { turnaround: 'standard', deliveryAt: '2026-12-01T13:00:00.000000Z' },
      }),
    );
  });
});
