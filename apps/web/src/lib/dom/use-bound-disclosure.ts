import { useEffect, useId, useRef } from 'react';
import { bindDisclosure, type TDisclosure } from './disclosure';

/**
 * A disclosure in React, bound by the same code as on a static page (disclosure.ts). Spread
 * `buttonProps` on the button and `panelProps` on the panel; it closes when `closeKey` changes
 * (pass the path: a page change closes it).
 */
export function useBoundDisclosure<TPanel extends HTMLElement = HTMLElement>(closeKey: unknown) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<TPanel>(null);
  const disclosure = useRef<TDisclosure | null>(null);

  useEffect(() => {
    if (!buttonRef.current || !panelRef.current) return;
    const bound = bindDisclosure(buttonRef.current, panelRef.current);
    disclosure.current = bound;
    return () => {
      bound.destroy();
      disclosure.current = null;
    };
  }, []);

  useEffect(() => {
    if (closeKey !== undefined) disclosure.current?.close();
  }, [closeKey]);

  return {
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'data-disclosure': '',
      'aria-expanded': false,
      'aria-controls': panelId,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: true },
  } as const;
}
