import { ZOrderFormValues } from '@deckhand/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { hasSavedValues, readSavedValues, writeSavedValues } from './saved-values';

const now = new Date('2026-11-27T12:00:00Z');
const draft = (deliveryAt: string | null) =>
  ZOrderFormValues.parse({ treatment: 'redesign', slides: 12, turnaround: '48h', deliveryAt });

describe('the saved order form draft', () => {
  afterEach(() => localStorage.removeItem(storageKeys.orderFormData));

  it('keeps a later date still ahead', async () => {
    writeSavedValues('order-now', draft('2026-12-08T11:00:00.000000Z'));
    expect(hasSavedValues('order-now')).toBe(true);
    expect((await readSavedValues('order-now', now))?.deliveryAt).toBe(
      '2026-12-08T11:00:00.000000Z',
    );
  });

  it('drops a later date that has passed, and keeps the rest', async () => {
    writeSavedValues('order-now', draft('2026-11-20T11:00:00.000000Z'));
    expect(await readSavedValues('order-now', now)).toEqual(draft(null));
  });

  it('has none for another flow, and none that no longer fits the contract', async () => {
    expect(hasSavedValues('order-now')).toBe(false);
    expect(await readSavedValues('order-now', now)).toBeNull();
    localStorage.setItem(
      storageKeys.orderFormData,
      JSON.stringify({ 'order-now': { slides: -3 } }),
    );
    expect(hasSavedValues('order-now')).toBe(true);
    expect(await readSavedValues('order-now', now)).toBeNull();
  });
});
