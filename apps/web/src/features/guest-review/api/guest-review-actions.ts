import {
  apiPrefix,
  endpoints,
  type TGuestCodeResponse,
  type TGuestDecisionRequest,
  type TGuestReview,
  type TGuestSessionRequest,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

const path = (address: string) => `${apiPrefix}${address}`;

/**
 * The guest's calls show their own failures (the page's forms and states): a guest is nobody
 * the app's handler could sign out, and a 401 sends them back to the name step instead.
 */
const guestMeta = { isErrorHandled: true } as const;

/** POST /v1/guest-reviews/{token}/session: the guest's name; the API sets their cookie. */
export const useStartGuestSession = (token: string) =>
  useMutation({
    mutationFn: (body: TGuestSessionRequest): Promise<TGuestReview> =>
      http.post({
        path: path(endpoints.guestReviews.session(token)),
        schema: 'ZGuestReview',
        body,
      }),
    meta: guestMeta,
  });

/** POST /v1/guest-review/opened: the guest has this delivered version in front of them (204). */
export function postGuestOpened(round: number): Promise<null> {
  return http.post({
    path: path(endpoints.guestReviews.opened),
    schema: 'ZEmptyBody',
    body: { round },
  });
}

/** POST /v1/guest-review/code: a one-time code mailed to an approver guest (202). */
export const useRequestGuestCode = () =>
  useMutation({
    mutationFn: (): Promise<TGuestCodeResponse> =>
      http.post({ path: path(endpoints.guestReviews.code), schema: 'ZGuestCodeResponse' }),
    meta: guestMeta,
  });

/** POST /v1/guest-review/decision: an approver guest's decision, with the mailed code. */
export const useSendGuestDecision = () =>
  useMutation({
    mutationFn: (body: TGuestDecisionRequest): Promise<TGuestReview> =>
      http.post({ path: path(endpoints.guestReviews.decision), schema: 'ZGuestReview', body }),
    meta: guestMeta,
  });
