import { type TOrderFormValues, ZOrderFormValues } from '@deckhand/contract';
import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

/** Local storage keeps one draft per flow key (§4 'restore from local storage'). */
const ZSavedForms = z.record(z.string(), z.unknown());

const readAll = () => readJson('local', storageKeys.orderFormData, ZSavedForms, {});

/**
 * The saved draft of a flow, or null when there is none or it no longer fits the contract. A
 * later date that has passed since is dropped (the turnaround's own delivery applies again): the
 * server refuses a delivery in the past, and would not recompute the restored form.
 */
export function readSavedValues(flowKey: string, now = new Date()): TOrderFormValues | null {
  const saved = readAll()[flowKey];
  if (saved === undefined) return null;
  const parsed = ZOrderFormValues.safeParse(saved);
  if (!parsed.success) return null;
  const { deliveryAt } = parsed.data;
  const hasPassed = deliveryAt !== null && Date.parse(deliveryAt) < now.getTime();
  return hasPassed ? { ...parsed.data, deliveryAt: null } : parsed.data;
}

export function writeSavedValues(flowKey: string, values: TOrderFormValues): void {
  writeJson('local', storageKeys.orderFormData, { ...readAll(), [flowKey]: values });
}

/** After an order is placed its draft is gone. */
export function clearSavedValues(flowKey: string): void {
  const { [flowKey]: _placed, ...others } = readAll();
  writeJson('local', storageKeys.orderFormData, others);
}
