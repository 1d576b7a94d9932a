import { useCallback, useRef } from 'react';
import { postGuestOpened } from '../api/guest-review-actions';

/**
 * The guest's page tells the API which delivered version the guest has in front of them, as the
 * customer's order page does for the team: once per version while the page is open, after
 * hydration (the slides call it from an effect). Quiet: a failure changes nothing.
 */
export function useReportGuestOpened(): (round: number) => void {
  const reported = useRef(new Set<number>());
  return useCallback((round: number) => {
    if (reported.current.has(round)) return;
    reported.current.add(round);
    postGuestOpened(round).catch(() => undefined);
  }, []);
}
