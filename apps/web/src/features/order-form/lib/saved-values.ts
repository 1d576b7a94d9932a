import type { TOrderFormValues } from '@deckhand/contract';
import { checkWithSchema } from '@/lib/http/load-schemas';
import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import { isPlainRecord } from '@/lib/storage/stored-shapes';

/** Local storage keeps one draft per flow key (§4 'restore from local storage'). */
const readAll = () => readCheckedJson('local', storageKeys.orderFormData, isPlainRecord, {});

/** Whether a draft of the flow is kept (checked by readSavedValues). */
export const hasSavedValues = (flowKey: string): boolean => readAll()[flowKey] !== undefined;

/**
 * The saved draft of a flow, or null when there is none or it no longer fits the contract
 * (checked once the contract's schemas have loaded). A later date that has passed since is
 * dropped (the turnaround's own delivery applies again): the server refuses a delivery in the
 * past, and would not recompute the restored form.
 */
export async function readSavedValues(
  flowKey: string,
  now = new Date(),
): Promise<TOrderFormValues | null> {
  const saved = readAll()[flowKey];
  if (saved === undefined) return null;
  const parsed = await checkWithSchema('ZOrderFormValues', saved).catch(() => null);
  if (!parsed?.success) return null;
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
