import { timings } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshInit } from '@/lib/init/store-current-user';

/**
 * While a visitor confirms their email in the window the flow opened, this tab asks for the
 * session again every 5 seconds (§9 visibility poll) and whenever it is shown or focused. When
 * the link has signed the browser in, the init answer carries the user: the order form is then
 * read again for them (its query is keyed by the user) and the draft comes back from storage.
 */
export function useAwaitSignIn(isWaiting: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isWaiting) return;
    let isChecking = false;
    const check = async () => {
      if (isChecking) return;
      isChecking = true;
      try {
        await refreshInit(queryClient);
      } catch {
        // Offline or a failed call: the next tick asks again.
      } finally {
        isChecking = false;
      }
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), timings.visibilityPollMs);
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [isWaiting, queryClient]);
}
