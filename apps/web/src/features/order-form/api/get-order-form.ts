import { apiPrefix, endpoints, type TOrderFormData } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/order-forms/{flowKey}?timezone=: the form data of one flow (§3), open to visitors. */
export function getOrderForm(
  flowKey: string,
  timezone: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TOrderFormData> {
  return http.get({
    path: `${apiPrefix}${endpoints.orderForms.form(flowKey)}`,
    query: { timezone },
    schema: 'ZOrderFormData',
    signal,
  });
}

/** Keyed by the user too: a visitor who signs in gets the form with their payment methods. */
export const getOrderFormQueryOptions = (
  flowKey: string,
  timezone: string,
  userId: number | null,
) =>
  queryOptions({
    queryKey: ['order-forms', flowKey, { timezone, userId }],
    queryFn: ({ signal }) => getOrderForm(flowKey, timezone, { signal }),
    // The form is the customer's draft: it is not read again behind their back.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isErrorHandled: true },
  });

/** Waits for the browser's time zone (null while the page hydrates). */
export const useOrderForm = (flowKey: string, timezone: string | null, userId: number | null) =>
  useQuery({
    ...getOrderFormQueryOptions(flowKey, timezone ?? 'UTC', userId),
    enabled: timezone !== null,
  });
