import { apiPrefix, endpoints, ZOrderResponse } from '@deckhand/contract';
import type { z } from 'zod';
import { http } from '@/lib/http/http-client';

/** GET /v1/orders/{id}: the order as its confirmation shows it (after the bank's check). */
export function getOrder(id: number): Promise<z.infer<typeof ZOrderResponse>> {
  return http.get({ path: `${apiPrefix}${endpoints.orders.order(id)}`, schema: ZOrderResponse });
}
