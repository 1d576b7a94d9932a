import {
  apiPrefix,
  endpoints,
  type TUnsubscribeRequest,
  type TUnsubscribeResponse,
  type TUnsubscribeType,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

type TUpdateSubscriptionOptions = { type: TUnsubscribeType } & TUnsubscribeRequest;

/** POST /v1/unsubscribe/{type}: unsubscribe (on opening the page) or subscribe again. */
export function updateSubscription({
  type,
  ...body
}: TUpdateSubscriptionOptions): Promise<TUnsubscribeResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.unsubscribe(type)}`,
    schema: 'ZUnsubscribeResponse',
    body,
  });
}

export const useUpdateSubscription = () =>
  useMutation({ mutationFn: updateSubscription, meta: { isErrorHandled: true } });
