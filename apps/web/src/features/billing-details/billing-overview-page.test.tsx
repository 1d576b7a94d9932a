import {
  billingDetailsMessages as bm,
  errorMessages,
  sandboxCardMessageType,
  type TBillingProfile,
  type TCountry,
  type TPaymentMethod,
  validationMessages as vm,
} from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };
const wholeApp = { timeout: 20000 };

const countries: TCountry[] = [
  { id: 208, name: 'Denmark', code: 'DK', dialCode: 45, hasZip: true },
  { id: 840, name: 'United States', code: 'US', dialCode: 1, hasZip: true },
];

const emptyProfile: TBillingProfile = {
  companyName: null,
  billingEmail: null,
  vatNumber: null,
  street: null,
  city: null,
  state: null,
  postcode: null,
  country: null,
  phoneCountryId: null,
  phoneNumber: null,
};

const visa: TPaymentMethod = {
  id: 1,
  kind: 'card',
  default: true,
  vat: null,
  brand: 'visa',
  last4: '4242',
  expirationMonth: 4,
  expirationYear: 2031,
};
const invoice: TPaymentMethod = {
  id: 2,
  kind: 'invoice',
  default: false,
  vat: 'DK123',
  street: '1 Havnegade',
  city: 'Copenhagen',
  state: null,
  zip: '1050',
  country: 208,
  poNumber: 'PO-77',
  poExpiresAt: '2031-06-30',
};

function renderBilling(
  routes: TFakeRoutes = {},
  options: { route?: string; manageCredits?: boolean } = {},
) {
  const api = fakeApi({
    'GET /countries/names': { body: countries },
    'GET /billing/profile': { body: emptyProfile },
    'GET /billing/payment-methods': { body: [] },
    ...routes,
  });
  const view = renderApp({
    route: options.route ?? '/my-profile/billing/overview',
    init: makeInit({
      user: makeUser({ customerRole: 'owner', manageCredits: options.manageCredits ?? true }),
    }),
  });
  return { ...view, api };
}

const methodsRegion = () => screen.findByRole('region', { name: 'Payment methods' }, pageLoad);
const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('billing details page', wholeApp, () => {
  it('shows the empty state and saves the billing address', async () => {
    const saved: TBillingProfile = {
      ...emptyProfile,
      street: '1 Havnegade',
      city: 'Copenhagen',
      country: 208,
      vatNumber: 'DK12345678',
    };
    const { user, api } = renderBilling({ 'PUT /billing/profile': { body: saved } });
    expect(await screen.findByRole('heading', { name: 'Billing details', level: 1 })).toBeVisible();
    expect(await methodsRegion()).toHaveTextContent('No payment methods yet');

    const country = await screen.findByRole('textbox', { name: 'Country' }, pageLoad);
    await user.type(field('Street'), '1 Havnegade');
    await user.type(field('City'), 'Copenhagen');
    await user.type(field('VAT number'), 'DK12345678');
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Denmark' }));
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));

    expect(await screen.findByText(bm.profileSaved)).toBeInTheDocument();
    const [call] = api.callsTo('PUT /billing/profile');
    expect(call?.body).toMatchObject({
      street: '1 Havnegade',
      city: 'Copenhagen',
      vatNumber: 'DK12345678',
      country: 208,
      phoneCountryId: 208,
    });
  });

  it('shows the required fields before sending, and the server’s 422 on its field', async () => {
    const { user, api } = renderBilling({
      'PUT /billing/profile': {
        status: 422,
        body: { status: 'error', errors: { vatNumber: [bm.vatInvalid] } },
      },
    });
    await screen.findByRole('textbox', { name: 'Country' }, pageLoad);
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findAllByText(vm.required)).toHaveLength(3);
    expect(api.callsTo('PUT /billing/profile')).toHaveLength(0);

    await user.type(field('Street'), 'x');
    await user.type(field('City'), 'y');
    await user.click(screen.getByRole('textbox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText(bm.vatInvalid)).toBeInTheDocument();
  });

  it('lists cards and invoice details, makes one the default and removes one', async () => {
    const { user, api } = renderBilling({
      'GET /billing/payment-methods': { body: [visa, invoice] },
      'PATCH /billing/payment-methods/:id': { body: { ...invoice, default: true } },
      'DELETE /billing/payment-methods/:id': {
        body: { type: 'success', message: bm.methodRemoved },
      },
    });
    const region = await methodsRegion();
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Visa •••• 4242');
    expect(items[0]).toHaveTextContent('Default');
    expect(items[0]).toHaveTextContent('Expires 04/2031');
    expect(items[1]).toHaveTextContent('Invoice (PO PO-77)');
    expect(items[1]).toHaveTextContent('PO expires 30 Jun 2031');
    expect(within(region).queryByRole('button', { name: 'Make Visa •••• 4242 the default' })).toBe(
      null,
    );

    await user.click(
      within(region).getByRole('button', { name: 'Make Invoice (PO PO-77) the default' }),
    );
    await waitFor(() => expect(api.callsTo('PATCH /billing/payment-methods/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH /billing/payment-methods/:id')[0]).toMatchObject({
      params: { id: '2' },
      body: { default: true },
    });
    expect(await screen.findByText(bm.madeDefault)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /billing/payment-methods/:id')[0]?.params).toEqual({ id: '1' }),
    );
  });

  it('adds a card from the card frame, and shows the gateway’s refusal', async () => {
    const refusal = 'This card could not be read. Please enter it again.';
    let attempt = 0;
    const { user, api } = renderBilling({
      'POST /billing/payment-methods': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: { status: 'error', message: refusal, errors: { token: [refusal] } },
            }
          : { status: 201, body: visa };
      },
    });
    await user.click(within(await methodsRegion()).getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const frame = within(dialog).getByTitle('Card details') as HTMLIFrameElement;
    const sendCard = () =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            source: frame.contentWindow,
            data: {
              type: sandboxCardMessageType,
              token: 'tok_sandbox_a.b',
              brand: 'visa',
              last4: '4242',
            },
          }),
        );
      });

    sendCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    sendCard();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add card' })).toBeNull());
    expect(api.callsTo('POST /billing/payment-methods').map((call) => call.body)).toEqual([
      { kind: 'card', token: 'tok_sandbox_a.b' },
      { kind: 'card', token: 'tok_sandbox_a.b' },
    ]);
    expect(await screen.findByText(bm.cardAdded)).toBeInTheDocument();
  });

  it('adds invoice details', async () => {
    const { user, api } = renderBilling({
      'POST /billing/payment-methods': { status: 201, body: invoice },
    });
    await user.click(
      within(await methodsRegion()).getByRole('button', { name: 'Add invoice details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add invoice details' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Street' }), '1 Havnegade');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Copenhagen');
    await user.type(within(dialog).getByRole('textbox', { name: 'PO number' }), 'PO-77');
    await user.click(within(dialog).getByRole('textbox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Denmark' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save invoice details' }));
    await waitFor(() => expect(api.callsTo('POST /billing/payment-methods')).toHaveLength(1));
    expect(api.callsTo('POST /billing/payment-methods')[0]?.body).toMatchObject({
      kind: 'invoice',
      street: '1 Havnegade',
      city: 'Copenhagen',
      country: 208,
      poNumber: 'PO-77',
      poExpiresAt: null,
    });
    expect(await screen.findByText(bm.invoiceAdded)).toBeInTheDocument();
  });

  it('sends /billing to the overview', async () => {
    const { router } = renderBilling({}, { route: '/my-profile/billing' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/overview'),
    );
    expect(await methodsRegion()).toBeInTheDocument();
  });

  it('does not load billing data for a member without manageCredits', async () => {
    const { api } = renderBilling({}, { manageCredits: false });
    expect(
      await screen.findByText(new RegExp(errorMessages.accessDenied.slice(0, 20)), {}, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment methods' })).toBeNull();
    expect(api.callsTo('GET /billing/payment-methods')).toHaveLength(0);
    expect(api.callsTo('GET /billing/profile')).toHaveLength(0);
  });
});
