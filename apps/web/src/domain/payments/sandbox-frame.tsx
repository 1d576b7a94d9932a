import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TFrameMessageSource } from './frame-message';

type TSandboxFrameProps<T> = {
  src: string;
  title: string;
  height: number;
  /** Reads a message as this frame's (card-message.ts, bank-check-message.ts), or null. */
  read: (event: MessageEvent, expected: TFrameMessageSource) => Promise<T | null>;
  onMessage: (message: T) => void;
};

/**
 * One of the sandbox gateway's pages (served by the API, same origin) in an iframe, and what it
 * reports by postMessage, read only from this frame and this origin: the card frame and the bank
 * check page.
 */
export function SandboxFrame<T>({ src, title, height, read, onMessage }: TSandboxFrameProps<T>) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      void readRef
        .current(event, {
          origin: window.location.origin,
          source: frameRef.current?.contentWindow ?? null,
        })
        .then((message) => {
          if (message) onMessageRef.current(message);
        });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <Box
      component="iframe"
      ref={frameRef}
      src={src}
      title={title}
      w="100%"
      h={height}
      style={{ border: 0, display: 'block' }}
    />
  );
}
