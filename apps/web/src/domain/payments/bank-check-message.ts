import { sandboxBankCheckMessageType, type TSandboxBankCheckMessage } from '@deckhand/contract';
import { readFrameMessage, type TFrameMessageSource } from './frame-message';

/** The outcome a message from the sandbox bank check page carries, or null (readFrameMessage). */
export function readBankCheckMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: TFrameMessageSource,
): Promise<TSandboxBankCheckMessage | null> {
  return readFrameMessage(event, expected, {
    type: sandboxBankCheckMessageType,
    schema: 'ZSandboxBankCheckMessage',
  });
}
