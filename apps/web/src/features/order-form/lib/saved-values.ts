import { type TOrderFormValues, ZOrderFormValues } from '@deckhand/contract';
import { z } from 'zod';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

/** Local storage keeps one draft per flow key (§4 'restore from local storage'). */
const ZSavedForms = z.record(z.string(), z.unknown());

const readAll = () => readJson('local', storageKeys.orderFormData, ZSavedForms, {});

/** The saved draft of a flow, or null when there is none or it no longer fits the contract. */
export function readSavedValues(flowKey: string): TOrderFormValues | null {
  const saved = readAll()[flowKey];
  if (saved === undefined) return null;
  const parsed = ZOrderFormValues.safeParse(saved);
  return parsed.success ? parsed.data : null;
}

export function writeSavedValues(flowKey: string, values: TOrderFormValues): void {
  writeJson('local', storageKeys.orderFormData, { ...readAll(), [flowKey]: values });
}

/** After an order is placed its draft is gone. */
export function clearSavedValues(flowKey: string): void {
  const { [flowKey]: _placed, ...others } = readAll();
  writeJson('local', storageKeys.orderFormData, others);
}
