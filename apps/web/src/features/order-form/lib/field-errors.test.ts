import { orderFormMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { collectFieldMessages, normaliseFieldErrors } from './field-errors';

describe('the server’s field errors on the order form', () => {
  it('names fields as the form does, a chosen delivery date under the delivery', () => {
    const errors = normaliseFieldErrors({
      'values.slides': ['Too many'],
      'values.deliveryAt': [orderFormMessages.deliveryDateOutsideWindow],
      payment: ['Choose'],
    });
    expect(errors).toEqual({
      slides: ['Too many'],
      'delivery.deliveryAt': [orderFormMessages.deliveryDateOutsideWindow],
      payment: ['Choose'],
    });
    expect(collectFieldMessages('delivery', {}, errors)).toEqual([
      orderFormMessages.deliveryDateOutsideWindow,
    ]);
  });
});
