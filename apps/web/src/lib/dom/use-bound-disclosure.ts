import { useEffect, useId, useRef } from 'react';
import { bindDisclosure, type TDisclosure } from './disclosure';

/**
 * A disclosure in React, bound by the same code as on a static page (disclosure.ts). Spread
 * `buttonProps` on the button and `panelProps` on the panel; it closes when `closeKey` changes
 * (pass the path: a page change closes it). Bound after hydration, it keeps the state the
 * server's HTML has by then (boot opens a menu tapped before: app/rendering/early-disclosures.ts).
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

  // A change of the key closes it; its first value does not (a menu opened before hydration).
  const shownKey = useRef(closeKey);
  useEffect(() => {
    if (Object.is(shownKey.current, closeKey)) return;
    shownKey.current = closeKey;
    disclosure.current?.close();
  }, [closeKey]);

  return {
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'data-disclosure': '',
      'aria-expanded': false,
      'aria-controls': panelId,
      // Boot may have opened it before hydration: its state is the page's, not a mismatch.
      suppressHydrationWarning: true,
    },
    panelProps: { ref: panelRef, id: panelId, hidden: true, suppressHydrationWarning: true },
  } as const;
}
