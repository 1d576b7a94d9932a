import { customFieldMessages, type TCustomField } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };
const field = (id: number, label: string, overrides: Partial<TCustomField> = {}): TCustomField => ({
  id,
  label,
  kind: 'text',
  required: false,
  options: [],
  position: id,
  ...overrides,
});

function renderPage(fields: TCustomField[], role: 'owner' | 'admin' = 'owner') {
  const init = makeInit({ user: makeUser({ customerRole: role, supportsCustomFields: true }) });
  let current = fields;
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /custom-fields': () => ({ body: { fields: current } }),
    'POST /custom-fields': (call: TFakeApiCall) => {
      const created = field(
        99,
        (call.body as { label: string }).label,
        call.body as Partial<TCustomField>,
      );
      current = [...current, created];
      return { status: 201, body: created };
    },
    'PUT /custom-fields/order': (call: TFakeApiCall) => {
      const ids = (call.body as { ids: number[] }).ids;
      current = ids.map((id) => current.find((item) => item.id === id) ?? field(id, '?'));
      return { body: { fields: current } };
    },
  });
  return { ...renderApp({ route: '/my-profile/custom-fields', init }), api };
}

describe('the custom fields page (§6)', { timeout: 20000 }, () => {
  it('explains custom fields when there are none and adds the first', async () => {
    const { user, api } = renderPage([]);
    expect(await screen.findByText('No custom fields yet', {}, pageLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a custom field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom field' });
    await user.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Cost centre');
    await user.click(within(dialog).getByRole('switch', { name: 'Required on every order' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /custom-fields')).toHaveLength(1));
    expect(api.callsTo('POST /custom-fields')[0]?.body).toEqual({
      label: 'Cost centre',
      kind: 'text',
      required: true,
      options: [],
    });
    expect(await screen.findByText(customFieldMessages.created)).toBeInTheDocument();
  });

  it('asks a list field for its options', async () => {
    const { user, api } = renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Add a custom field' }, pageLoad));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Region');
    await user.click(within(dialog).getByRole('textbox', { name: 'Answer' }));
    await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(customFieldMessages.optionsRequired),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /custom-fields')).toHaveLength(0);
  });

  it('moves a field with its buttons or Shift + Arrow keys', async () => {
    const { user, api } = renderPage([
      field(1, 'Cost centre'),
      field(2, 'Region', { kind: 'select', options: ['EMEA'], required: true }),
    ]);
    const list = await screen.findByRole('list', { name: /in the order they are asked/ }, pageLoad);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Cost centre, 1 of 2. Shift and arrow keys move it.',
      'Region, 2 of 2. Shift and arrow keys move it.',
    ]);
    expect(screen.getByRole('button', { name: 'Move Cost centre up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Cost centre down' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /custom-fields/order')[0]?.body).toEqual({ ids: [2, 1] }),
    );

    const region = await screen.findByRole('listitem', { name: /^Region, 1 of 2/ });
    region.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() =>
      expect(api.callsTo('PUT /custom-fields/order')[1]?.body).toEqual({ ids: [1, 2] }),
    );
  });
});
