import type { TGuestInvite, TGuestReview } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { getGuestInviteQueryOptions } from '../api/get-guest-invite';
import { getGuestReviewQueryOptions } from '../api/get-guest-review';

/**
 * Where the guest of /review/{token} stands, changed by the API's answers: a session started
 * (the review shows), a new answer of the review (a decision made), or the session ended (a 401:
 * back to the name step, which asks nothing until a name is given).
 */
export function useGuestSession() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const reviewKey = getGuestReviewQueryOptions().queryKey;
    const markSignedIn = (isSignedIn: boolean) =>
      queryClient.setQueryData(
        getGuestInviteQueryOptions(token).queryKey,
        (invite: TGuestInvite | null | undefined) => (invite ? { ...invite, isSignedIn } : invite),
      );
    return {
      keep: (review: TGuestReview) => {
        queryClient.setQueryData(reviewKey, review);
      },
      start: (review: TGuestReview) => {
        queryClient.setQueryData(reviewKey, review);
        markSignedIn(true);
      },
      end: () => {
        markSignedIn(false);
        queryClient.setQueryData(reviewKey, null);
      },
    };
  }, [queryClient, token]);
}
