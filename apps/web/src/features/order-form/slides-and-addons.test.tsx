import type { TOrderCalculationRequest, TOrderFormComponent } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFakeApiCall } from '@/test/fake-api';
import {
  addonsComponent,
  makeOrderForm,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

/** The whole form on one page, add-ons priced at $3.00 a slide, no slides chosen yet. */
function renderForm() {
  const data = makeOrderForm({ stepped: false });
  const components = data.components.map(
    (component): TOrderFormComponent =>
      component.name === 'addons' ? addonsComponent(300, 0) : component,
  );
  return renderOrderFlow('/order-now', {
    'GET /order-forms/:flowKey': { body: { ...data, components } },
    // Like the API: the add-ons and the price for the slides sent, whatever their number.
    'POST /order-forms/:flowKey/calculation': (call: TFakeApiCall) => {
      const slides = (call.body as TOrderCalculationRequest).values.slides ?? 0;
      return {
        body: { price: priceOf(2500 * slides), components: [addonsComponent(300, slides)] },
      };
    },
  });
}

const slidesField = () => screen.findByRole('textbox', { name: /Number of slides/ }, pageLoad);
const priceBox = () => screen.getByRole('complementary', { name: 'Price' });

describe('slides and add-ons (issue 30)', wholeApp, () => {
  it("shows an add-on's price once the slides are chosen, not '(+$0.00)' before", async () => {
    const { user } = renderForm();
    await slidesField();
    expect(screen.getByRole('checkbox', { name: 'Grammar check' })).toBeInTheDocument();
    expect(screen.queryByText(/\(\+\$0\.00\)/)).toBeNull();
    expect(screen.getByText(/\$3\.00 \/ slide/)).toBeInTheDocument();

    await user.type(await slidesField(), '12');
    expect(
      await screen.findByRole('checkbox', { name: 'Grammar check (+$36.00)' }),
    ).toBeInTheDocument();
  });

  it('says why there is no price for more slides than an order takes', async () => {
    const { user, api } = renderForm();
    await user.type(await slidesField(), '500');
    await waitFor(() =>
      expect(api.callsTo('POST /order-forms/:flowKey/calculation')).not.toEqual([]),
    );
    await waitFor(() =>
      expect(priceBox()).toHaveTextContent(
        'We take up to 200 slides per order. Please contact us for more.',
      ),
    );
    expect(within(priceBox()).queryByText('Total')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Grammar check' })).toBeInTheDocument();

    await user.clear(await slidesField());
    await user.type(await slidesField(), '20');
    await waitFor(() => expect(within(priceBox()).getByText('Total')).toBeInTheDocument());
    expect(priceBox()).toHaveTextContent('Total$500.00');
    expect(priceBox()).not.toHaveTextContent(/We take up to/);
  });

  it('checks the number of slides on leaving the field, not only on Continue', async () => {
    const data = makeOrderForm();
    const { user } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: data },
      'POST /order-forms/:flowKey/calculation': {
        body: { price: null, components: [addonsComponent(300, 0)] },
      },
    });
    // Treatment, style and add-ons, then the slides step.
    await user.click(await screen.findByRole('radio', { name: 'Redesign' }, pageLoad));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Your recommendation/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Add-ons', level: 2 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = await slidesField();
    await user.type(field, '500');
    await user.tab();
    expect(
      await screen.findByText('We take up to 200 slides per order. Please contact us for more.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(await screen.findByText('Please enter a number bigger than 0')).toBeInTheDocument();
  });
});
