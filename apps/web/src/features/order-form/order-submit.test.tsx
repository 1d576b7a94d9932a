import { orderFormMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeValues,
  makeConfirmation,
  makeOrderForm,
  orderCreated,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 }, pageLoad);
const saveDraft = (flowKey: string, values: unknown) =>
  window.localStorage.setItem('deckhand.order-form', JSON.stringify({ [flowKey]: values }));
const calculation = { body: { price: priceOf(30_000), components: [] } };

describe('placing an order', wholeApp, () => {
  it('places the order with credits, shows its number and forgets the draft', async () => {
    saveDraft('order-now', completeValues);
    const { user, api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm({ stepped: false }) },
      'POST /order-forms/:flowKey/calculation': calculation,
      'POST /orders': { status: 201, body: orderCreated() },
    });
    await stepHeading('Payment');
    await user.click(await screen.findByRole('radio', { name: 'Pay with credits' }));
    expect(screen.getByText('Your balance: $1 000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 }),
    ).toHaveFocus();
    expect(screen.getByTestId('order-number')).toHaveTextContent('DH-10042');
    expect(screen.getByText('4:00 PM, 26 November, 2026')).toBeInTheDocument();
    expect(screen.getByText('$300.00')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to your email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/my-profile/orders',
    );
    expect(screen.getByRole('link', { name: 'Follow this order' })).toHaveAttribute(
      'href',
      '/my-profile/orders/42',
    );
    const [placed] = api.callsTo('POST /orders');
    expect(placed?.body).toMatchObject({
      flowKey: 'order-now',
      idempotencyKey: expect.stringMatching(uuid),
      values: { treatment: 'redesign', slides: 12, turnaround: 'standard' },
      payment: { method: 'credits' },
    });
    expect(JSON.parse(window.localStorage.getItem('deckhand.order-form') ?? '{}')).toEqual({});
  });

  it('puts the server errors on their step, lists them at the submit step, and clears them one by one or all', async () => {
    saveDraft('order-now', completeValues);
    const { user, api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm() },
      'POST /order-forms/:flowKey/calculation': calculation,
      'POST /orders': {
        status: 422,
        body: {
          status: 'error',
          errors: {
            slides: [orderFormMessages.slidesTooMany(200)],
            delivery: [orderFormMessages.turnaroundUnavailable],
          },
        },
      },
    });
    await stepHeading('Treatment');
    for (const next of [
      'Style',
      'Add-ons',
      'Slides',
      'Delivery',
      'Your files',
      'Brief',
      'Payment',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepHeading(next);
    }
    await user.click(screen.getByRole('radio', { name: 'Pay by invoice' }));
    // The PO number is optional; one typed goes with the order.
    expect(screen.getByRole('textbox', { name: 'PO number' })).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'PO number' }), 'PO-7');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    // The first step with an error is shown, with the message on its field.
    expect(await stepHeading('Slides')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number of slides' })).toHaveAccessibleDescription(
      expect.stringContaining(orderFormMessages.slidesTooMany(200)),
    );
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({
      payment: { method: 'invoice', poNumber: 'PO-7' },
    });

    for (const next of ['Delivery', 'Your files', 'Brief', 'Payment']) {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepHeading(next);
    }
    const list = within(screen.getByTestId('order-server-errors'));
    const slidesText = `Slides: ${orderFormMessages.slidesTooMany(200)}`;
    const deliveryText = `Delivery: ${orderFormMessages.turnaroundUnavailable}`;
    expect(list.getByText(slidesText)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: `Dismiss: ${slidesText}` }));
    expect(list.queryByText(slidesText)).not.toBeInTheDocument();
    expect(list.getByText(deliveryText)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(screen.queryByTestId('order-server-errors')).not.toBeInTheDocument(),
    );
  });

  it('asks for a quote without a payment step and says a price will follow', async () => {
    const form = makeOrderForm({
      stepped: false,
      isQuote: true,
      flowKey: 'quote',
      name: 'Get a quote',
    });
    saveDraft('quote', completeValues);
    const { user, api } = renderOrderFlow('/order-quote', {
      'GET /order-forms/:flowKey': {
        body: {
          ...form,
          steps: form.steps.filter((step) => step.key !== 'paymentDetails'),
          components: form.components.filter((component) => component.name !== 'payment'),
        },
      },
      'POST /order-forms/:flowKey/calculation': { body: { price: null, components: [] } },
      'POST /orders': {
        status: 201,
        body: orderCreated(
          makeConfirmation({
            flowKey: 'quote',
            status: 'quoteRequested',
            price: null,
            promisedDeliveryAt: null,
            paymentMethod: null,
          }),
        ),
      },
    });
    await stepHeading('Brief');
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your quote', level: 2 })).toBeInTheDocument();
    // Said once (issue 30: 'We will send you a price. We will send you a price…').
    const summary = screen.getByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText(orderFormMessages.quoteNoPayment)).toBeInTheDocument();
    expect(summary.textContent?.match(/We will send you a price/g)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your quote request' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /order-forms/:flowKey')[0]?.params).toEqual({ flowKey: 'quote' });
    expect(api.callsTo('POST /orders')[0]?.body).toMatchObject({ flowKey: 'quote', payment: null });
  });
});
