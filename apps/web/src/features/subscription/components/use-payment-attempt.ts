import { useRef } from 'react';
import { isApiError } from '@/lib/http/api-error';

/**
 * The idempotency key of one payment attempt: made when Pay is pressed, kept while the same
 * attempt is sent again (no answer, a server error), dropped once the server has answered it (a
 * refusal) or the card changes. The card is never charged twice for one attempt.
 */
export function usePaymentAttempt() {
  const key = useRef<string | null>(null);
  return {
    keyForAttempt: () => {
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    /** The card changed or the attempt succeeded: the next Pay is a new attempt. */
    reset: () => {
      key.current = null;
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.status < 500) key.current = null;
    },
  };
}
