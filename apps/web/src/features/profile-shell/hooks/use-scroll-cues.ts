import { type RefObject, useEffect, useState } from 'react';

export type TScrollCues = { isMoreAbove: boolean; isMoreBelow: boolean };

/** Less than a pixel is rounding, not content. */
const tolerancePx = 1;

/**
 * Whether a scrolling box has content hidden above or below its visible part, so that the box
 * can show it (a fade at that edge). Re-measured when the box scrolls and when the box or its
 * one child (the content) changes size.
 */
export function useScrollCues(ref: RefObject<HTMLElement | null>): TScrollCues {
  const [cues, setCues] = useState<TScrollCues>({ isMoreAbove: false, isMoreBelow: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measureCues = () => {
      const isMoreAbove = box.scrollTop > tolerancePx;
      const isMoreBelow = box.scrollHeight - box.clientHeight - box.scrollTop > tolerancePx;
      setCues((previous) =>
        previous.isMoreAbove === isMoreAbove && previous.isMoreBelow === isMoreBelow
          ? previous
          : { isMoreAbove, isMoreBelow },
      );
    };
    // No measuring here: reading the box's sizes in this effect forced the page's first layout
    // in the middle of hydration (~15 ms, x4 under Lighthouse's phone CPU). The observer reports
    // each observed box once it is laid out anyway, and the cues start from the server's (none).
    const observer = new ResizeObserver(measureCues);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measureCues, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measureCues);
    };
  }, [ref]);

  return cues;
}
