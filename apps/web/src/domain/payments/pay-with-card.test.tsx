import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { listCards, PayWithCard, pickDefaultCard } from './pay-with-card';
import { sendSandboxCard } from './testing/send-sandbox-card';

const visa = {
  kind: 'card' as const,
  id: 21,
  default: false,
  vat: null,
  brand: 'visa',
  last4: '4242',
  expirationMonth: 4,
  expirationYear: 2030,
};
const methods: TPaymentMethodsResponse = [
  { ...visa, id: 20, default: true, brand: 'amex', last4: '0005' },
  visa,
  {
    kind: 'invoice',
    id: 30,
    default: false,
    vat: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    country: null,
    poNumber: null,
    poExpiresAt: null,
  },
];

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return <PayWithCard value={value} onChange={setValue} />;
}

describe('listCards and pickDefaultCard', () => {
  it('keeps the cards and picks the default one, else the first, else none', () => {
    expect(listCards(methods).map((card) => card.id)).toEqual([20, 21]);
    expect(pickDefaultCard(methods)).toBe(20);
    expect(pickDefaultCard([visa])).toBe(21);
    expect(pickDefaultCard(undefined)).toBeNull();
  });
});

describe('PayWithCard', () => {
  it('lists the saved cards with the default chosen, shows the gateway refusal, then chooses the added card', async () => {
    const refusal = 'Your card was declined.';
    const added = { ...visa, id: 40, last4: '5556' };
    let attempt = 0;
    const api = fakeApi({
      'GET /billing/payment-methods': () => ({
        body: attempt > 1 ? [...methods, added] : methods,
      }),
      'POST /billing/payment-methods': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: { status: 'error', message: refusal, errors: { token: [refusal] } },
            }
          : { status: 201, body: added };
      },
    });
    const { user } = renderWithProviders(<Picker />);
    expect(await screen.findByRole('radio', { name: 'American Express •••• 0005' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Invoice/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    sendSandboxCard({ last4: '5556' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    sendSandboxCard({ last4: '5556' });
    expect(await screen.findByRole('radio', { name: 'Visa •••• 5556' })).toBeChecked();
    await waitFor(() => expect(screen.queryByTitle('Card details')).toBeNull());
    expect(api.callsTo('POST /billing/payment-methods')).toHaveLength(2);
  });

  it('asks for a card when the team has none', async () => {
    fakeApi({ 'GET /billing/payment-methods': { body: [] } });
    renderWithProviders(<PayWithCard value={null} onChange={() => {}} emptyText="No card." />);
    expect(await screen.findByText('No card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
  });
});
