import {
  sandboxCardMessageType,
  type TCardEntryResult,
  ZCardEntryResult,
} from '@deckhand/contract';

/**
 * The card a message from the sandbox card frame carries, or null when the message is not one:
 * another origin than the app's own, another window than the frame, or another shape.
 */
export function readCardMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): TCardEntryResult | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  if ((data as { type?: unknown }).type !== sandboxCardMessageType) return null;
  const parsed = ZCardEntryResult.safeParse(data);
  return parsed.success ? parsed.data : null;
}
