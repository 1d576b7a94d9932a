import { endpoints, type TCardEntryResult } from '@deckhand/contract';
import { readCardMessage } from './card-message';
import { SandboxFrame } from './sandbox-frame';

/** Tall enough for the frame's fields, their messages and its button at 320 px and up. */
export const sandboxFrameHeight = 330;

type TSandboxCardFrameProps = { onCard: (card: TCardEntryResult) => void };

/**
 * The sandbox gateway's card frame (served by the API at its own address, same origin). The card
 * is typed inside the frame and tokenised there; only the token, brand and last four digits come
 * back, by postMessage from that frame and this origin.
 */
export function SandboxCardFrame({ onCard }: TSandboxCardFrameProps) {
  return (
    <SandboxFrame
      src={endpoints.sandboxGateway.cardFrame}
      title="Card details"
      height={sandboxFrameHeight}
      read={readCardMessage}
      onMessage={onCard}
    />
  );
}
