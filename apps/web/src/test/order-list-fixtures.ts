import type { TOrderListItem } from '@deckhand/contract';

/** A row of the orders list (GET /v1/orders), numbered from its id. */
export const makeOrderListItem = (
  id: number,
  overrides: Partial<TOrderListItem> = {},
): TOrderListItem => ({
  id,
  number: `DH-${10_000 + id}`,
  status: 'received',
  flowKey: 'order-now',
  flowName: 'Order now',
  treatment: 'redesign',
  slides: 12,
  promisedDeliveryAt: '2026-11-30T16:00:00.000000Z',
  timezone: 'Europe/Copenhagen',
  total: 14_400,
  currency: 'USD',
  paymentMethod: 'credits',
  placedBy: 'Olivia Owner',
  createdAt: '2026-11-26T10:00:00.000000Z',
  ...overrides,
});
