import { useTaskEffect } from '../scheduling/use-task-effect';
import type { TTeamEvents } from './team-events';

/**
 * Keeps a realtime listening open while the component is mounted: `listen` starts it (or answers
 * null when there is nothing to listen to, signed out say), and it is closed on unmount or when
 * `listen` changes (keep it stable with useCallback). A listening that opens after unmount is
 * closed at once; one that fails just means no live updates. It opens in a task of its own, not
 * in the commit that hydrates the page (issue 33).
 */
export function useListening(listen: () => Promise<TTeamEvents> | null): void {
  useTaskEffect(() => {
    const opening = listen();
    if (!opening) return;
    let isMounted = true;
    let close: (() => void) | null = null;
    opening.then(
      (listening) => {
        if (isMounted) close = listening.close;
        else listening.close();
      },
      () => undefined,
    );
    return () => {
      isMounted = false;
      close?.();
    };
  }, [listen]);
}
