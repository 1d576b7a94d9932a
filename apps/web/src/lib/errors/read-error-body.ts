import { isFlashMessage, type TFlashMessage } from '@deckhand/contract';
import { isToastKind, type TToastKind } from '../toast/toast-kind-names';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** `{message}` at the top level of an error body. */
export function readServerMessage(body: unknown): string | null {
  return asText(asRecord(body)?.message);
}

/** A message one level deeper, `{data: {message}}` (the data.data.message row of §8). */
export function readNestedMessage(body: unknown): string | null {
  return asText(asRecord(asRecord(body)?.data)?.message);
}

/** `{status: 'error'|'warning'|'info'|'success', message}`: a toast of that type. */
export function readStatusMessage(body: unknown): { kind: TToastKind; message: string } | null {
  const record = asRecord(body);
  const message = asText(record?.message);
  if (!record || !message || !isToastKind(record.status)) return null;
  return { kind: record.status, message };
}

/** `{flashMessage: {type, message}}` carried by an error body. */
export function readFlashMessage(body: unknown): TFlashMessage | null {
  const flashMessage = asRecord(body)?.flashMessage;
  return isFlashMessage(flashMessage) && flashMessage.message.trim() !== '' ? flashMessage : null;
}
