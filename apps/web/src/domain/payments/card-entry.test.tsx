import { sandboxCardMessageType } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CardEntry } from './card-entry';
import { readCardMessage } from './card-message';

const card = {
  type: sandboxCardMessageType,
  token: 'tok_sandbox_x.y',
  brand: 'visa',
  last4: '4242',
};

function post(data: unknown, options: { origin?: string; source?: MessageEventSource | null }) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? window.location.origin,
        source: options.source ?? null,
      }),
    );
  });
}

describe('readCardMessage', () => {
  const source = {} as MessageEventSource;
  const expected = { origin: 'https://app.example', source };

  it('reads the card from the frame of the same origin', async () => {
    expect(
      await readCardMessage({ origin: 'https://app.example', source, data: card }, expected),
    ).toEqual({
      token: card.token,
      brand: 'visa',
      last4: '4242',
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', source, data: card }],
    [
      'another window',
      { origin: 'https://app.example', source: {} as MessageEventSource, data: card },
    ],
    ['another type', { origin: 'https://app.example', source, data: { ...card, type: 'other' } }],
    ['no token', { origin: 'https://app.example', source, data: { ...card, token: '' } }],
    ['not an object', { origin: 'https://app.example', source, data: 'tok' }],
  ])('ignores %s', async (_name, event) => {
    expect(await readCardMessage(event, expected)).toBeNull();
  });
});

describe('CardEntry', () => {
  it('embeds the sandbox card frame without a payment public key and hands on its card', async () => {
    const onCard = vi.fn();
    renderWithProviders(<CardEntry onCard={onCard} />);
    const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/sandbox-gateway/card-frame');
    const source = frame.contentWindow;
    expect(source).not.toBeNull();

    post(card, { origin: 'https://evil.example', source });
    post({ ...card, type: 'something-else' }, { source });
    post(card, { source: null });
    expect(onCard).not.toHaveBeenCalled();

    post(card, { source });
    await waitFor(() =>
      expect(onCard).toHaveBeenCalledWith({ token: card.token, brand: 'visa', last4: '4242' }),
    );
    expect(onCard).toHaveBeenCalledOnce();
  });

  it('loads Stripe only with a publishable key', async () => {
    vi.doMock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => null) }));
    const init = makeInit();
    renderWithProviders(<CardEntry onCard={vi.fn()} />, {
      init: { ...init, env: { ...init.env, paymentPublicKey: 'pk_test_123' } },
    });
    expect(screen.queryByTitle('Card details')).toBeNull();
    expect(
      await screen.findByText('The card form could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    vi.doUnmock('@stripe/stripe-js');
  });
});
