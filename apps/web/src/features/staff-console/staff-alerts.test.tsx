import { staffAlertMessages as m, type TStaffAlert } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeStaff } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const showing: TStaffAlert = {
  id: 4,
  key: 'maintenance',
  type: 'warning',
  message: 'Maintenance on Sunday 02:00–03:00 UTC.',
  startsAt: '2026-11-27T10:00:00.000000Z',
  endsAt: null,
  state: 'showing',
};

describe('staff alerts', { timeout: 20000 }, () => {
  it('posts an alert with its window in UTC, lists it and ends it after confirming', async () => {
    const alerts: TStaffAlert[] = [showing];
    const api = fakeApi({
      'GET /init': { body: makeInit({ user: makeStaff() }) },
      'GET /staff/alerts': () => ({ body: { alerts } }),
      'POST /staff/alerts': (call: TFakeApiCall) => {
        const body = call.body as { message: string };
        const posted: TStaffAlert = {
          ...showing,
          id: 5,
          message: body.message,
          state: 'scheduled',
        };
        alerts.unshift(posted);
        return { body: posted };
      },
      'DELETE /staff/alerts/:id': () => {
        alerts[1] = { ...showing, state: 'ended', endsAt: '2026-11-27T11:00:00.000000Z' };
        return { body: alerts[1] };
      },
    });
    const { user } = renderApp({ route: '/staff/alerts', init: makeInit({ user: makeStaff() }) });
    const table = await screen.findByRole('table', { name: m.listHeading }, pageLoad);
    expect(within(table).getByText(showing.message)).toBeInTheDocument();

    const form = screen.getByRole('region', { name: m.formHeading });
    await user.click(within(form).getByRole('button', { name: 'Post alert' }));
    expect(await within(form).findByText(/required|Enter/i)).toBeInTheDocument();
    expect(api.callsTo('POST /staff/alerts')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Closed on Friday.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'holiday');
    await user.type(within(form).getByLabelText('Shows from'), '2026-12-04T08:00');
    await user.click(within(form).getByRole('button', { name: 'Post alert' }));
    expect(await screen.findByText(m.posted)).toBeInTheDocument();
    const sent = api.callsTo('POST /staff/alerts')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ key: 'holiday', type: 'warning', message: 'Closed on Friday.' });
    expect(sent.startsAt).toBe(new Date('2026-12-04T08:00').toISOString());
    expect(sent).not.toHaveProperty('endsAt');
    expect(await within(table).findByText('Closed on Friday.')).toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', { name: `${m.endNow}: ${showing.message}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End this alert?' });
    await user.click(within(dialog).getByRole('button', { name: m.endNow }));
    expect(await screen.findByText(m.ended)).toBeInTheDocument();
    expect(api.callsTo('DELETE /staff/alerts/:id')[0]?.params).toEqual({ id: '4' });
  });
});
