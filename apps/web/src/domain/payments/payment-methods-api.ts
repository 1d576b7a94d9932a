import {
  apiPrefix,
  endpoints,
  type TAddPaymentMethodRequest,
  type TPaymentMethod,
  type TPaymentMethodsResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/billing/payment-methods: the team's live methods (cards, invoice), the default first. */
export function getPaymentMethods({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TPaymentMethodsResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    schema: 'ZPaymentMethodsResponse',
    signal,
  });
}

/** One key for every page (billing details, credits, subscription): a card added on one shows on all. */
export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods({ signal }),
  });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());

/** On the server, before a page renders: the team's payment methods, if the visitor may see them. */
export const seedPaymentMethodsAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    queryKey: getPaymentMethodsQueryOptions().queryKey,
    schema: 'ZPaymentMethodsResponse',
  });

/** POST /v1/billing/payment-methods: a card (the gateway's token) or the invoice method. */
export function addPaymentMethod(body: TAddPaymentMethodRequest): Promise<TPaymentMethod> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    schema: 'ZPaymentMethod',
    body,
  });
}

/**
 * Saves a payment method, then refreshes the methods and init (the current user's hasCard and
 * cardDigits come from init). A toast says so when given a message.
 */
export const useAddPaymentMethod = ({ successMessage }: { successMessage?: string } = {}) =>
  useSuccessMutation({
    mutationFn: addPaymentMethod,
    successMessage,
    invalidates: [getPaymentMethodsQueryOptions(), getInitQueryOptions()],
  });
