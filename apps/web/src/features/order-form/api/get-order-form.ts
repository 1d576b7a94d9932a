import { apiPrefix, endpoints, type TOrderFormData } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { readCachedInit } from '@/lib/init/get-init';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';
import { findBrowserZone } from '../lib/browser-zone';

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

/**
 * The zone the server renders a form in: it cannot know the visitor's. The page shows the form at
 * once all the same; in the browser the draft is worked out again in the browser's own zone
 * (useOrderDraft), which moves only the delivery dates.
 */
export const serverRenderZone = 'UTC';

/**
 * Keyed by the user too: a visitor who signs in gets the form with their payment methods. Not by
 * the zone: asked in the browser, it is the browser's; sent with the page, the server's
 * (`serverRenderZone`), and the form's data says which (`timezone`).
 */
export const getOrderFormQueryOptions = (flowKey: string, userId: number | null) =>
  queryOptions({
    queryKey: ['order-forms', flowKey, { userId }],
    queryFn: async ({ signal }) => getOrderForm(flowKey, await findBrowserZone(), { signal }),
    // The form is the customer's draft: it is not read again behind their back.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isErrorHandled: true },
  });

export const useOrderForm = (flowKey: string, userId: number | null) =>
  useQuery(getOrderFormQueryOptions(flowKey, userId));

/**
 * The form of the page's flow, asked as the visitor (their payment methods) before the server
 * renders it, in `serverRenderZone`: the page shows the form, not a placeholder, before the app runs.
 */
export async function seedOrderFormAsVisitor(
  route: TVisitorRoute,
  flowKey: string,
): Promise<number> {
  const userId = readCachedInit(route.queryClient)?.user?.id ?? null;
  const query = new URLSearchParams({ timezone: serverRenderZone });
  return seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orderForms.form(flowKey)}?${query}`,
    queryKey: getOrderFormQueryOptions(flowKey, userId).queryKey,
    schema: 'ZOrderFormData',
  });
}
