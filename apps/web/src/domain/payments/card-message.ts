import { sandboxCardMessageType, type TCardEntryResult } from '@deckhand/contract';
import { readFrameMessage, type TFrameMessageSource } from './frame-message';

/** The card a message from the sandbox card frame carries, or null (readFrameMessage). */
export function readCardMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: TFrameMessageSource,
): Promise<TCardEntryResult | null> {
  return readFrameMessage(event, expected, {
    type: sandboxCardMessageType,
    schema: 'ZCardEntryResult',
  });
}
