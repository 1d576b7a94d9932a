import { checkWithSchema, type TSchemaName, type TSchemaOutput } from '@/lib/http/load-schemas';

/** Where a message of a sandbox frame must come from: the app's origin and that frame's window. */
export type TFrameMessageSource = { origin: string; source: MessageEventSource | null };

/**
 * The payload a message from one of the sandbox gateway's frames carries, or null when the message
 * is not one: another origin than the app's own, another window than the frame, another type or
 * another shape (the contract's schema `message.schema`, checked once the schemas have loaded;
 * origin, window and type are checked at once).
 */
export async function readFrameMessage<N extends TSchemaName>(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: TFrameMessageSource,
  message: { type: string; schema: N },
): Promise<TSchemaOutput<N> | null> {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  if ((data as { type?: unknown }).type !== message.type) return null;
  const parsed = await checkWithSchema(message.schema, data).catch(() => null);
  return parsed?.success ? parsed.data : null;
}
