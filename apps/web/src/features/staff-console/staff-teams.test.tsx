import type { TStaffAuditResponse, TStaffTeam } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall, type TFakeReply } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeStaff } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const team: TStaffTeam = {
  id: 2,
  name: 'Northwind Studio',
  currency: 'USD',
  creditBalance: 156_750,
  createdAt: '2026-10-01T10:00:00.000000Z',
  customerType: 'returning',
  dailyCapacity: null,
  supportsCustomFields: false,
  supportsConfidentialOrder: false,
  suspension: null,
  members: [{ name: 'Olivia Owens', email: 'owner@example.com', role: 'owner' }],
};

describe('the staff console’s teams', { timeout: 20000 }, () => {
  it('saves a team’s settings and adjusts its credits with a reason', async () => {
    const init = makeInit({ user: makeStaff() });
    let current = team;
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/teams/:id': () => ({ body: current }),
      'PUT /staff/teams/:id/settings': (call: TFakeApiCall) => {
        current = { ...current, ...(call.body as Partial<TStaffTeam>) };
        return { body: current };
      },
      'POST /staff/teams/:id/credit-adjustments': (call: TFakeApiCall) => {
        current = {
          ...current,
          creditBalance: current.creditBalance + (call.body as { amount: number }).amount,
        };
        return { body: current };
      },
    });
    const { user } = renderApp({ route: '/staff/teams/2', init });
    const settings = await screen.findByRole('region', { name: 'Settings' }, pageLoad);
    await user.selectOptions(within(settings).getByLabelText('Customer type'), 'retainer');
    await user.type(within(settings).getByRole('textbox', { name: /Daily capacity/ }), '40');
    await user.click(within(settings).getByRole('checkbox', { name: 'Confidential orders' }));
    await user.selectOptions(
      within(settings).getByLabelText('Suspension'),
      'other: Your account is suspended.',
    );
    await user.type(
      within(settings).getByRole('textbox', { name: 'Comment the team reads' }),
      'Review',
    );
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Team settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /staff/teams/:id/settings')[0]?.body).toEqual({
      customerType: 'retainer',
      dailyCapacity: 40,
      supportsCustomFields: false,
      supportsConfidentialOrder: true,
      suspension: { reason: 'other', comment: 'Review' },
    });

    const credits = screen.getByRole('region', { name: 'Credits' });
    await user.click(within(credits).getByRole('button', { name: 'Adjust credits' }));
    expect(
      await within(credits).findByText('Enter an amount other than zero.'),
    ).toBeInTheDocument();
    await user.type(within(credits).getByRole('textbox', { name: /Amount/ }), '-7.5');
    await user.type(within(credits).getByRole('textbox', { name: /Reason/ }), 'Duplicate charge');
    await user.click(within(credits).getByRole('button', { name: 'Adjust credits' }));
    expect(await screen.findByText('Credits adjusted.')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/teams/:id/credit-adjustments')[0]?.body).toMatchObject({
      amount: -750,
      reason: 'Duplicate charge',
    });
  });

  it('puts the server’s answers on the credit form: a 422 on its field, a refusal beside it', async () => {
    const init = makeInit({ user: makeStaff() });
    const answers: TFakeReply<'POST /staff/teams/:id/credit-adjustments'>[] = [
      { status: 422, body: { status: 'error', errors: { amount: ['The amount is too large.'] } } },
      { status: 400, body: { status: 'error', message: 'The balance cannot go below zero.' } },
    ];
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/teams/:id': { body: team },
      'POST /staff/teams/:id/credit-adjustments': () => answers.shift() ?? { body: team },
    });
    const { user } = renderApp({ route: '/staff/teams/2', init });
    const credits = await screen.findByRole('region', { name: 'Credits' }, pageLoad);
    await user.type(within(credits).getByRole('textbox', { name: /Amount/ }), '-2000');
    await user.type(within(credits).getByRole('textbox', { name: /Reason/ }), 'Correction');
    await user.click(within(credits).getByRole('button', { name: 'Adjust credits' }));
    expect(await within(credits).findByText('The amount is too large.')).toBeInTheDocument();
    await user.click(within(credits).getByRole('button', { name: 'Adjust credits' }));
    expect(
      await within(credits).findByText('The balance cannot go below zero.'),
    ).toBeInTheDocument();
    const keys = api
      .callsTo('POST /staff/teams/:id/credit-adjustments')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('lists the audit log of one team', async () => {
    const init = makeInit({ user: makeStaff() });
    const audit: TStaffAuditResponse = {
      items: [
        {
          id: 9,
          at: '2026-11-26T10:00:00.000000Z',
          staff: 'Stan Stafford',
          action: 'order.deliver',
          team: { id: 2, name: 'Northwind Studio' },
          orderId: 3,
          details: { round: 2, files: 1 },
        },
      ],
      total: 1,
      page: 1,
      limit: 5,
    };
    const api = fakeApi({ 'GET /init': { body: init }, 'GET /staff/audit-log': { body: audit } });
    renderApp({ route: '/staff/audit-log?teamId=2', init });
    expect(await screen.findByText('Delivered files', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DH-10003' })).toHaveAttribute(
      'href',
      '/staff/orders/3',
    );
    expect(api.callsTo('GET /staff/audit-log')[0]?.query).toMatchObject({ teamId: '2' });
  });

  it('shows the money of an action with the currency it recorded', async () => {
    const init = makeInit({ user: makeStaff() });
    const entry = {
      at: '2026-11-26T10:00:00.000000Z',
      staff: 'Stan Stafford',
      team: { id: 2, name: 'Northwind Studio' },
    };
    const audit: TStaffAuditResponse = {
      items: [
        {
          ...entry,
          id: 11,
          action: 'team.credits',
          orderId: null,
          details: { amount: -1_250_000, currency: 'EUR', reason: 'Duplicate charge' },
        },
        {
          ...entry,
          id: 10,
          action: 'order.price',
          orderId: 3,
          details: { total: 450_000, currency: 'USD' },
        },
      ],
      total: 2,
      page: 1,
      limit: 5,
    };
    fakeApi({ 'GET /init': { body: init }, 'GET /staff/audit-log': { body: audit } });
    renderApp({ route: '/staff/audit-log', init });
    expect(await screen.findByText('-€12 500.00 · Duplicate charge', {}, pageLoad)).toBeVisible();
    expect(screen.getByText('total $4 500.00')).toBeVisible();
  });
});

describe('the staff console’s holidays', { timeout: 20000 }, () => {
  it('adds a holiday that blocks deliveries and removes one after confirming', async () => {
    const init = makeInit({ user: makeStaff() });
    let holidays = [
      { id: 1, date: '2026-12-25', title: 'Christmas Day', message: '', noAvailability: true },
    ];
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/holidays': () => ({ body: { holidays } }),
      'POST /staff/holidays': (call: TFakeApiCall) => {
        const body = call.body as {
          date: string;
          title: string;
          message: string;
          noAvailability: boolean;
        };
        const added = { id: 2, ...body };
        holidays = [...holidays, added];
        return { body: added };
      },
      'DELETE /staff/holidays/:id': () => {
        holidays = holidays.filter((holiday) => holiday.id !== 1);
        return { body: { type: 'success' as const, message: 'Holiday removed.' } };
      },
    });
    const { user } = renderApp({ route: '/staff/holidays', init });
    expect(await screen.findByText('Christmas Day', {}, pageLoad)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Add a holiday' });
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(await within(form).findByText('Choose a date.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Date/), '2026-12-31');
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Year end');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Holiday added.')).toBeInTheDocument();
    expect(api.callsTo('POST /staff/holidays')[0]?.body).toEqual({
      date: '2026-12-31',
      title: 'Year end',
      message: '',
      noAvailability: true,
    });
    expect(await screen.findByText('Year end')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Christmas Day on 2026-12-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Holiday removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /staff/holidays/:id')).toHaveLength(1);
  });
});
