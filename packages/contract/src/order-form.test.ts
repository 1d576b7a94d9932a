import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues, ZOrderFormValues } from './order-form.ts';

describe('order form values', () => {
  it('start empty as the schema makes them from nothing', () => {
    expect(ZOrderFormValues.parse({})).toEqual(emptyOrderFormValues);
  });
});
