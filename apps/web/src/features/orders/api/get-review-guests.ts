import {
  apiPrefix,
  endpoints,
  type TReviewGuest,
  type TReviewGuestsResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/**
 * GET /v1/orders/{id}/review/guests: the people outside the team the order's review is shared
 * with (any member of the team). Under the order's key: a status change reloads them too.
 */
export const getReviewGuestsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'guests'],
    queryFn: ({ signal }): Promise<TReviewGuestsResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.reviewGuests(orderId)}`,
        schema: 'ZReviewGuestsResponse',
        signal,
      }),
  });

/** On the server, before an order page that shows its sharing renders: the guests as the visitor sees them. */
export const seedReviewGuestsAsVisitor = (route: TVisitorRoute, orderId: number) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orders.reviewGuests(orderId)}`,
    queryKey: getReviewGuestsQueryOptions(orderId).queryKey,
    schema: 'ZReviewGuestsResponse',
  });

/** `isEnabled: false` asks nothing (the approvers' form asks once it opens). */
export const useReviewGuests = (orderId: number, { isEnabled = true } = {}) =>
  useQuery({ ...getReviewGuestsQueryOptions(orderId), enabled: isEnabled });

/** The guests who may be named approvers: invited by e-mail, their access active. */
export const findApprovableGuests = (guests: readonly TReviewGuest[]) =>
  guests.flatMap((guest) =>
    guest.kind === 'email' && guest.status === 'active'
      ? [{ guestId: guest.id, name: guest.label }]
      : [],
  );
