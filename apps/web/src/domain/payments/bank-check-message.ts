import {
  sandboxBankCheckMessageType,
  type TSandboxBankCheckMessage,
  ZSandboxBankCheckMessage,
} from '@deckhand/contract';

/**
 * The outcome a message from the sandbox bank check page carries, or null when the message is
 * not one: another origin than the app's own, another window than the page's frame, another shape.
 */
export function readBankCheckMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): TSandboxBankCheckMessage | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  if ((data as { type?: unknown }).type !== sandboxBankCheckMessageType) return null;
  const parsed = ZSandboxBankCheckMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
