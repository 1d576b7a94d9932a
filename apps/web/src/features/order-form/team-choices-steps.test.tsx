import { type TOrderFormComponent, validationMessages } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  completeValues,
  makeOrderForm,
  orderCreated,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

const base = { valueAffections: [], properties: { hideStep: false, required: true } };

const customFieldsComponent: TOrderFormComponent = {
  ...base,
  name: 'customFields',
  step: 'customFields',
  value: {},
  options: {
    fields: [
      { id: 7, label: 'Cost centre', kind: 'text', required: true, options: [] },
      { id: 8, label: 'Attendees', kind: 'number', required: false, options: [] },
      { id: 9, label: 'Region', kind: 'select', required: true, options: ['EMEA', 'APAC'] },
    ],
  },
};

/** The one-page form with saved style templates and the team's custom fields. */
function formWithTeamChoices() {
  const form = makeOrderForm({ stepped: false });
  return makeOrderForm({
    stepped: false,
    steps: [
      ...form.steps.filter((step) => step.key !== 'submit'),
      {
        key: 'customFields',
        title: 'Order details',
        description: '',
        components: ['customFields'],
      },
    ],
    components: [
      ...form.components.map((component) =>
        component.name === 'style'
          ? {
              ...component,
              options: {
                styleTypes: ['template' as const, 'recommendation' as const],
                templates: [
                  { id: 3, name: 'Sales kit', coverUrl: '/v1/uploads/x/content' },
                  { id: 4, name: 'Board deck', coverUrl: null },
                ],
              },
            }
          : component,
      ),
      customFieldsComponent,
    ],
  });
}

const routes = () => ({
  'GET /order-forms/:flowKey': { body: formWithTeamChoices() },
  'POST /order-forms/:flowKey/calculation': { body: { price: priceOf(30_000), components: [] } },
  'POST /orders': { status: 201, body: orderCreated() },
});

const saveDraft = (values: unknown) =>
  window.localStorage.setItem('deckhand.order-form', JSON.stringify({ 'order-now': values }));

describe('the team’s own steps', wholeApp, () => {
  it('offers the saved style templates as cover cards and orders in the chosen one', async () => {
    saveDraft({ ...completeValues, style: null });
    const { user, api } = renderOrderFlow('/order-now', routes());
    await user.click(
      await screen.findByRole('radio', { name: /One of my style templates/ }, pageLoad),
    );
    const picker = screen.getByRole('radiogroup', { name: 'Style template' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Sales kit', 'Board deck']);
    await user.click(within(picker).getByRole('radio', { name: 'Board deck' }));
    await user.type(await screen.findByRole('textbox', { name: /Cost centre/ }), 'CC-1');
    await user.click(screen.getByRole('textbox', { name: /Region/ }));
    await user.click(await screen.findByRole('option', { name: 'EMEA' }));
    await user.click(screen.getByRole('radio', { name: 'Pay with credits' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { name: 'Thank you for your order', level: 1 });
    const [placed] = api.callsTo('POST /orders');
    expect(placed?.body).toMatchObject({
      values: {
        style: { styleType: 'template', templateId: 4, file: null },
        customFields: { 7: 'CC-1', 9: 'EMEA' },
      },
    });
  });

  it('asks the required custom fields before the order goes out', async () => {
    saveDraft(completeValues);
    const { user, api } = renderOrderFlow('/order-now', routes());
    const costCentre = await screen.findByRole('textbox', { name: /Cost centre/ }, pageLoad);
    await user.click(screen.getByRole('radio', { name: 'Pay with credits' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findAllByText(validationMessages.required)).toHaveLength(2);
    expect(costCentre).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /orders')).toHaveLength(0);
  });
});
