import { timings } from '@deckhand/contract';
import { type RefObject, useEffect } from 'react';

/**
 * When the links scroll inside the sidebar (a short window), the open page's link is scrolled
 * into the list's view once its group has finished opening. Only the list scrolls, not the page.
 */
export function useActiveLinkInView(listRef: RefObject<HTMLElement | null>, pathname: string) {
  useEffect(() => {
    if (!pathname) return;
    const timer = window.setTimeout(() => {
      const list = listRef.current;
      const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !link) return;
      const listBox = list.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      if (linkBox.bottom > listBox.bottom) list.scrollTop += linkBox.bottom - listBox.bottom + 8;
      else if (linkBox.top < listBox.top) list.scrollTop -= listBox.top - linkBox.top + 8;
    }, timings.collapseMs);
    return () => window.clearTimeout(timer);
  }, [listRef, pathname]);
}
