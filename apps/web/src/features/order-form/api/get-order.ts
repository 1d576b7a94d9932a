import { apiPrefix, endpoints, type ZOrderConfirmationResponse } from '@deckhand/contract';
import type { z } from 'zod';
import { http } from '@/lib/http/http-client';

/** GET /v1/orders/{id}: the order as its confirmation shows it (after the bank's check). */
export function getOrder(id: number): Promise<z.infer<typeof ZOrderConfirmationResponse>> {
  return http.get({
    path: `${apiPrefix}${endpoints.orders.order(id)}`,
    schema: 'ZOrderConfirmationResponse',
  });
}
