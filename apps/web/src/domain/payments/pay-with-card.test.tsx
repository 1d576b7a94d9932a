import type { TPaymentMethodsResponse } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInit } from '@/lib/init/get-init';
import { fakeApi } from '@/test/fake-api';
import { makeInit } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { listCards, PayWithCard, pickDefaultCard } from './pay-with-card';
import { usePaymentMethods } from './payment-methods-api';
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

  /** The cards before and after one is added, and init's read held until `endInitRead`. */
  function fakeSlowSave(before: TPaymentMethodsResponse, added: TPaymentMethodsResponse[number]) {
    let isAdded = false;
    let endInitRead: () => void = () => {};
    fakeApi({
      'GET /billing/payment-methods': () => ({ body: isAdded ? [...before, added] : before }),
      'POST /billing/payment-methods': () => {
        isAdded = true;
        return { status: 201, body: added };
      },
      // The save ends once init is read again: held here until the customer has chosen.
      'GET /init': () =>
        new Promise((resolve) => {
          endInitRead = () => resolve({ body: makeInit() });
        }),
    });
    return { endInitRead: () => endInitRead() };
  }

  /** A page's use: it reads init, and may preselect the default card (the pages do). */
  function PageReadingInit(props: { onChange: (id: number) => void; preselects?: boolean }) {
    const init = useInit();
    const cards = usePaymentMethods();
    const [value, setValue] = useState<number | null>(null);
    const defaultCard = pickDefaultCard(cards.data);
    useEffect(() => {
      if (props.preselects && defaultCard !== null) setValue((now) => now ?? defaultCard);
    }, [props.preselects, defaultCard]);
    return init.isPending ? null : (
      <PayWithCard
        value={value}
        onChange={(id) => {
          props.onChange(id);
          setValue(id);
        }}
      />
    );
  }

  it('keeps a card chosen while the added one is saved: the save ending later does not choose it again', async () => {
    const added = { ...visa, id: 40, last4: '5556' };
    const save = fakeSlowSave(methods, added);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PageReadingInit onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    sendSandboxCard({ last4: '5556' });
    // The new card shows while the save still waits; the customer picks it, then another one.
    await user.click(await screen.findByRole('radio', { name: 'Visa •••• 5556' }));
    await user.click(screen.getByRole('radio', { name: 'Visa •••• 4242' }));
    expect(onChange.mock.calls).toEqual([[40], [21]]);
    save.endInitRead();
    await waitFor(() => expect(screen.queryByTitle('Card details')).toBeNull());
    expect(onChange.mock.calls).toEqual([[40], [21]]);
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  });

  it("does not choose a team's first card again once saved: the page has preselected it as the default", async () => {
    const first = { ...visa, id: 40, default: true, last4: '5556' };
    const save = fakeSlowSave([], first);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PageReadingInit onChange={onChange} preselects />);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    sendSandboxCard({ last4: '5556' });
    expect(await screen.findByRole('radio', { name: 'Visa •••• 5556' })).toBeChecked();
    save.endInitRead();
    await waitFor(() => expect(screen.queryByTitle('Card details')).toBeNull());
    // Choosing it again would drop the payment attempt a Pay pressed meanwhile has started.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for a card when the team has none', async () => {
    fakeApi({ 'GET /billing/payment-methods': { body: [] } });
    renderWithProviders(<PayWithCard value={null} onChange={() => {}} emptyText="No card." />);
    expect(await screen.findByText('No card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
  });
});
