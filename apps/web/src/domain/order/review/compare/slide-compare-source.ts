import {
  apiPrefix,
  endpoints,
  type TSlideChangesResponse,
  type TSlidePairsResponse,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';

/**
 * Where the compare view learns which slides pair up and where a slide changed: the API on the
 * order pages, a sample in the UI kit. `key` tells the two apart in the query cache.
 */
export type TSlideCompareSource = {
  key: string;
  pairs: (previewId: number, otherId: number, signal?: AbortSignal) => Promise<TSlidePairsResponse>;
  changes: (
    pair: { previewId: number; position: number; otherId: number; otherPosition: number },
    signal?: AbortSignal,
  ) => Promise<TSlideChangesResponse>;
};

/** The order's comparisons through the API (the session decides who may see them). */
export const apiSlideCompareSource = (orderId: number): TSlideCompareSource => ({
  key: `order-${orderId}`,
  pairs: (previewId, otherId, signal) =>
    http.get({
      path: `${apiPrefix}${endpoints.orders.previewCompare(orderId, previewId, otherId)}`,
      schema: 'ZSlidePairsResponse',
      signal,
    }),
  changes: ({ previewId, position, otherId, otherPosition }, signal) =>
    http.get({
      path: `${apiPrefix}${endpoints.orders.slideChanges(orderId, previewId, position, otherId, otherPosition)}`,
      schema: 'ZSlideChangesResponse',
      signal,
    }),
});
