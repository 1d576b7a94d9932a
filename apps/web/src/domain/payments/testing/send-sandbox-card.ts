import { sandboxCardMessageType } from '@deckhand/contract';
import { act, within } from '@testing-library/react';

/**
 * For tests: the sandbox card frame on screen (title 'Card details') posts a tokenised card, as
 * the real frame does once a card is typed.
 */
export function sendSandboxCard({
  last4 = '4242',
  brand = 'visa',
  token = 'tok_sandbox_a.b',
  container = document.body,
}: {
  last4?: string;
  brand?: string;
  token?: string;
  container?: HTMLElement;
} = {}) {
  const frame = within(container).getByTitle('Card details') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: frame.contentWindow,
        data: { type: sandboxCardMessageType, token, brand, last4 },
      }),
    );
  });
}
