import { useCallback, useRef } from 'react';
import { postReviewOpened } from '../api/review-clock-actions';

/**
 * The customer's order page tells the API which delivered version a member of the team has in
 * front of them (the review clock's fairness counts on it): once per version while the page is
 * open, after hydration (the slides call it from an effect). Quiet: a failure changes nothing.
 */
export function useReportVersionOpened(orderId: number): (round: number) => void {
  const reported = useRef(new Set<string>());
  return useCallback(
    (round: number) => {
      const key = `${orderId}:${round}`;
      if (reported.current.has(key)) return;
      reported.current.add(key);
      postReviewOpened(orderId, { round }).catch(() => undefined);
    },
    [orderId],
  );
}
