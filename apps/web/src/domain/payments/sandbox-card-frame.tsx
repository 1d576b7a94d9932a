import { endpoints, type TCardEntryResult } from '@deckhand/contract';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { readCardMessage } from './card-message';

/** Tall enough for the frame's fields, their messages and its button at 320 px and up. */
export const sandboxFrameHeight = 330;

type TSandboxCardFrameProps = { onCard: (card: TCardEntryResult) => void };

/**
 * The sandbox gateway's card frame (served by the API at its own address, same origin). The card
 * is typed inside the frame and tokenised there; only the token, brand and last four digits come
 * back, by postMessage from that frame and this origin.
 */
export function SandboxCardFrame({ onCard }: TSandboxCardFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onCardRef = useRef(onCard);
  onCardRef.current = onCard;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const card = readCardMessage(event, {
        origin: window.location.origin,
        source: frameRef.current?.contentWindow ?? null,
      });
      if (card) onCardRef.current(card);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <Box
      component="iframe"
      ref={frameRef}
      src={endpoints.sandboxGateway.cardFrame}
      title="Card details"
      w="100%"
      h={sandboxFrameHeight}
      style={{ border: 0, display: 'block' }}
    />
  );
}
