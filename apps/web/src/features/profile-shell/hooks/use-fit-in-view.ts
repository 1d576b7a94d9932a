import { type RefObject, useEffect } from 'react';

/**
 * Keeps a sticky element inside the part of its container that is on screen, between its
 * sticky top (under the header) and the window's bottom or the container's end (where the
 * footer starts). A sidebar taller than that scrolls inside instead of sliding under the header
 * or the footer. Re-measured on scroll, resize and when the container changes size.
 */
export function useFitInView(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container) return;
    let frame = 0;
    const fitToView = () => {
      frame = 0;
      const box = container.getBoundingClientRect();
      if (box.height === 0) return;
      const stickyTop = Number.parseFloat(window.getComputedStyle(element).top) || 0;
      const top = Math.max(stickyTop, box.top);
      const bottom = Math.min(window.innerHeight, box.bottom);
      element.style.maxHeight = `${Math.max(bottom - top, 0)}px`;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(fitToView);
    };
    // No measuring here: reading the sizes in this effect forced the page's style and layout in
    // the middle of hydration (25–32 ms on the team and order pages, x4 under Lighthouse's phone
    // CPU). The observer reports the container once it is laid out, and until the first fit the
    // stylesheet's max-height (the window under the header) holds.
    const observer = new ResizeObserver(schedule);
    observer.observe(container);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
}
