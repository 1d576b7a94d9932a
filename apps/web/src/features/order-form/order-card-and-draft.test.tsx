import { sandboxBankCheckMessageType, ZCreateOrderResponse } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeValues,
  makeConfirmation,
  makeOrderForm,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const savedDrafts = () => JSON.parse(window.localStorage.getItem('deckhand.order-form') ?? '{}');
const calculation = { body: { price: priceOf(30_000), components: [] } };

const card = {
  kind: 'card' as const,
  id: 21,
  default: true,
  vat: null,
  brand: 'visa',
  last4: '4242',
  expirationMonth: 12,
  expirationYear: 2029,
};

describe('order form draft and card payment', wholeApp, () => {
  it('keeps the draft when the customer leaves the page before the debounce ends', async () => {
    const { user, router } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm({ stepped: false }) },
      'POST /order-forms/:flowKey/calculation': calculation,
    });
    const slides = await screen.findByRole('textbox', { name: 'Number of slides' }, pageLoad);
    await user.type(slides, '7');
    expect(savedDrafts()).toEqual({});
    await router.navigate('/order-ads');
    await waitFor(() => expect(savedDrafts()['order-now']).toMatchObject({ slides: 7 }));
  });

  it("pays by card, runs the bank's check and shows the order as the server has it", async () => {
    window.localStorage.setItem(
      'deckhand.order-form',
      JSON.stringify({ 'client-acme': completeValues }),
    );
    const form = makeOrderForm({
      stepped: false,
      flowKey: 'client-acme',
      kind: 'client',
      name: 'Acme slides',
      client: {
        key: 'acme',
        name: 'Acme Corp',
        branding: { primaryColor: '#aa3300', tagline: 'Slides the Acme way' },
      },
    });
    const placed = makeConfirmation({
      flowKey: 'client-acme',
      status: 'awaitingPayment',
      paymentMethod: 'card',
    });
    const { user, api } = renderOrderFlow('/clients/acme/order-now', {
      'GET /order-forms/:flowKey': { body: form },
      'POST /order-forms/:flowKey/calculation': calculation,
      'GET /billing/payment-methods': { body: [card] },
      'POST /orders': {
        status: 201,
        body: ZCreateOrderResponse.parse({
          order: placed,
          payment: {
            payment: {
              id: 9,
              purpose: 'order',
              status: 'requiresAction',
              description: 'Order DH-10042',
              amount: 30_000,
              currency: 'USD',
              methodLabel: 'Visa •••• 4242',
              failureMessage: null,
              createdAt: '2026-11-23T21:00:00.000000Z',
              paidAt: null,
              receiptAvailable: false,
            },
            clientSecret: 'pi_secret',
          },
        }),
      },
      'GET /orders/:id': {
        body: {
          order: placed,
          details: {
            flowName: 'Order now',
            placedBy: null,
            placedByUserId: null,
            turnaroundName: '48 hours',
            timeline: [],
            files: [],
            googleSlidesUrls: [],
            useSharingLinks: false,
            brief: '',
            style: { type: 'recommendation', templateName: null },
            customFields: [],
            poNumber: null,
            deliveries: [],
            review: null,
            lateDeliveryCredit: null,
            extras: [],
            comments: [],
            feedback: null,
          },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Acme slides', level: 1 }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/Slides the Acme way/)).toHaveTextContent(
      'Acme Corp · Slides the Acme way',
    );
    // The saved draft is checked against the contract (its schemas load on demand) before the
    // form shows it.
    await user.click(await screen.findByRole('radio', { name: 'Pay by card' }));
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    // No gateway key in tests: the sandbox's bank check opens; the customer fails it there.
    const frame = (await screen.findByTitle("Your bank's check")) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/sandbox-gateway/bank-check?secret=pi_secret');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: sandboxBankCheckMessageType, status: 'failed', message: 'Not confirmed.' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('DH-10042');
    // The order read again still waits for payment: the bank's words say why.
    expect(screen.getByText('Not confirmed.')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id')[0]?.params).toEqual({ id: '42' });
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({
      flowKey: 'client-acme',
      payment: { method: 'card', paymentMethodId: 21 },
    });
    expect(api.callsTo('GET /order-forms/:flowKey')[0]?.params).toEqual({
      flowKey: 'client-acme',
    });
  });
});
