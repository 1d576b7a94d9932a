import { useRef } from 'react';
import { isApiError } from '@/lib/http/api-error';

/**
 * The idempotency key of one payment attempt: made (crypto.randomUUID) when Pay is pressed, kept
 * while the same attempt is sent again (no answer, a server error), dropped once the server has
 * answered it (success or refusal) or the card changes. The card is never charged twice for one
 * attempt.
 */
export function usePaymentAttempt() {
  const key = useRef<string | null>(null);
  return {
    keyForAttempt: () => {
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    /** The card changed or the server answered: the next Pay is a new attempt. */
    reset: () => {
      key.current = null;
    },
    /** An answer from the server (below 500) ends the attempt; no answer or a 5xx keeps it. */
    onError: (error: unknown) => {
      if (isApiError(error) && error.status < 500) key.current = null;
    },
  };
}
