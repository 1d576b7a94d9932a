import { apiPrefix, endpoints, type TBrandCheck } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/**
 * GET /v1/orders/{id}/previews/{previewId}/brand-check: a delivered file's brand check as the
 * order's team reads it (its findings, each accepted with staff's reason). Asked when opened.
 */
export const getBrandReportQueryOptions = (orderId: number, previewId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'brand-check', previewId],
    queryFn: ({ signal }): Promise<TBrandCheck> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.brandCheck(orderId, previewId)}`,
        schema: 'ZBrandCheck',
        signal,
      }),
    // A published version's check no longer changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBrandReport = (orderId: number, previewId: number, { isEnabled = true } = {}) =>
  useQuery({ ...getBrandReportQueryOptions(orderId, previewId), enabled: isEnabled });
