import { orderFormMessages, type TOrderCalculationRequest } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import {
  addonsComponent,
  completeValues,
  deliveryComponent,
  makeOrderForm,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 }, pageLoad);
const saveDraft = (values: unknown) =>
  window.localStorage.setItem('deckhand.order-form', JSON.stringify({ 'order-now': values }));

describe('order form', wholeApp, () => {
  it('shows the flow name and its first step, with the steps of the indicator', async () => {
    renderOrderFlow('/order-now', { 'GET /order-forms/:flowKey': { body: makeOrderForm() } });
    expect(
      await screen.findByRole('heading', { name: 'Order designed slides', level: 1 }, pageLoad),
    ).toBeInTheDocument();
    expect(await stepHeading('Treatment')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Redesign' })).toBeInTheDocument();
    expect(screen.getByText(/From \$25\.00 \/ slide/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your order', level: 2 })).toBeInTheDocument();
  });

  it('tells a team that took the trial on the first screen, with the way to order instead (issue 30)', async () => {
    const { api } = renderOrderFlow('/try-us-out', {
      'GET /order-forms/:flowKey': {
        body: makeOrderForm({ flowKey: 'try-us-out', name: 'Try us out', offerTaken: true }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Try us out', level: 1 }, pageLoad),
    ).toBeInTheDocument();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your team has already used this offer.');
    expect(within(notice).getByRole('link', { name: 'Order at the usual price' })).toHaveAttribute(
      'href',
      '/order-now',
    );
    // No steps to go through for an order that would be refused.
    expect(screen.queryByRole('heading', { name: 'Treatment', level: 2 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(api.callsTo('GET /order-forms/:flowKey')[0]?.params).toEqual({ flowKey: 'try-us-out' });
  });

  it('removes the steps whose components are all hidden, and shows a flow that is not stepped on one page', async () => {
    const data = makeOrderForm({ stepped: false });
    const components = data.components.map((component) =>
      component.name === 'treatment'
        ? { ...component, properties: { ...component.properties, hideStep: true } }
        : component,
    );
    const { api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: { ...data, components } },
    });
    expect(await stepHeading('Style')).toBeInTheDocument();
    for (const title of ['Add-ons', 'Slides', 'Delivery', 'Your files', 'Brief', 'Payment']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Treatment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review and order' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Step 1 of/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    const [load] = api.callsTo('GET /order-forms/:flowKey');
    expect(load?.params).toEqual({ flowKey: 'order-now' });
    expect(load?.query.timezone).toBeTruthy();
  });

  it('checks the required field of a step before going on, then moves focus to the next step', async () => {
    const { user } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm() },
      'POST /order-forms/:flowKey/calculation': { body: { price: null, components: [] } },
    });
    await stepHeading('Treatment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(orderFormMessages.treatmentRequired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Treatment', level: 2 })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Redesign' }));
    expect(screen.queryByText(orderFormMessages.treatmentRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const style = await stepHeading('Style');
    expect(style).toHaveFocus();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(orderFormMessages.styleRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Treatment')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Redesign' })).toBeChecked();
  });

  it('asks the server again after a change, and shows its new price and delivery dates', async () => {
    const data = makeOrderForm({ stepped: false });
    const { user, api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: data },
      'POST /order-forms/:flowKey/calculation': ({ body }) => {
        const { values } = body as TOrderCalculationRequest;
        const slides = values.slides ?? 0;
        return {
          body: {
            price: priceOf(slides * 2500),
            components: [
              addonsComponent(300, slides),
              deliveryComponent(slides * 2500, '2026-11-27T09:00:00.000000Z'),
            ],
          },
        };
      },
    });
    const slides = await screen.findByRole('textbox', { name: 'Number of slides' }, pageLoad);
    await user.type(slides, '12');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$300.00'));
    const calls = api.callsTo('POST /order-forms/:flowKey/calculation');
    expect(calls.at(-1)?.body).toMatchObject({ changed: 'slides', values: { slides: 12 } });
    expect(calls.at(-1)?.params).toEqual({ flowKey: 'order-now' });
    expect(
      screen.getByText('$300.00 · Delivered by 9:00 AM, 27 November, 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pro (10 hours)' })).toBeDisabled();
    expect(screen.getByText('Available with the Pro plan')).toBeInTheDocument();
  });

  it('restores the saved draft and recomputes it once', async () => {
    saveDraft(completeValues);
    const { api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm() },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: priceOf(30_000), components: [deliveryComponent()] },
      },
    });
    await stepHeading('Treatment');
    expect(screen.getByRole('radio', { name: 'Redesign' })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$300.00'));
    const calls = api.callsTo('POST /order-forms/:flowKey/calculation');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ changed: null, values: { slides: 12 } });
  });

  it('works a form drawn in another zone (the server’s, with the page) out again in the browser’s, once (issue 33)', async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const serverZone = browserZone === 'Asia/Tokyo' ? 'Europe/Copenhagen' : 'Asia/Tokyo';
    const { api, user } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: makeOrderForm({ timezone: serverZone }) },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: null, components: [deliveryComponent()] },
      },
    });
    await stepHeading('Treatment');
    await waitFor(() =>
      expect(api.callsTo('POST /order-forms/:flowKey/calculation')).toHaveLength(1),
    );
    expect(api.callsTo('POST /order-forms/:flowKey/calculation')[0]?.body).toMatchObject({
      timezone: browserZone,
      changed: null,
    });
    // Worked out once: a choice after it is the customer's, kept.
    await user.click(screen.getByRole('radio', { name: 'Redesign' }));
    expect(screen.getByRole('radio', { name: 'Redesign' })).toBeChecked();
  });

  it('shows a visitor the sign-in prompt at the payment step and keeps the draft for their return', async () => {
    saveDraft(completeValues);
    const visitorForm = makeOrderForm({ stepped: false });
    const { user } = renderOrderFlow(
      '/order-now',
      {
        'GET /order-forms/:flowKey': {
          body: {
            ...visitorForm,
            components: visitorForm.components.map((component) =>
              component.name === 'payment'
                ? { ...component, options: { methods: [], creditBalance: null } }
                : component,
            ),
          },
        },
        'POST /order-forms/:flowKey/calculation': { body: { price: null, components: [] } },
      },
      makeInit(),
    );
    await stepHeading('Payment');
    expect(screen.getByText(orderFormMessages.signInRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    const main = within(screen.getByRole('main'));
    const logIn = main.getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(logIn);
    expect(window.sessionStorage.getItem('deckhand.referrer')).toBe('/order-now');
    expect(
      JSON.parse(window.localStorage.getItem('deckhand.order-form') ?? '{}')['order-now'],
    ).toMatchObject({ slides: 12 });
  });
});
