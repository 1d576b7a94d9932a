import { type TOrderFormValues, timings } from '@deckhand/contract';
import { useCallback, useEffect, useRef } from 'react';
import { clearSavedValues, writeSavedValues } from '../lib/saved-values';

/**
 * Keeps the customer's changes in local storage (§4): saved 3000 ms after the last change (§9),
 * and at once when the screen is left (the page hidden or closed, or the form unmounted).
 */
export function useSavedDraft(flowKey: string) {
  const pending = useRef<TOrderFormValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) writeSavedValues(flowKey, pending.current);
    pending.current = null;
  }, [flowKey]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    /** A change of the customer's: saved once they pause. */
    schedule: useCallback(
      (values: TOrderFormValues) => {
        pending.current = values;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, timings.debounceMs);
      },
      [flush],
    ),
    flush,
    /** The order is placed: its draft is dropped and nothing pending is written back. */
    discard: useCallback(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current = null;
      clearSavedValues(flowKey);
    }, [flowKey]),
  };
}
