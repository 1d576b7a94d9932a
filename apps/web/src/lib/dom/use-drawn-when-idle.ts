import { type RefObject, useEffect } from 'react';
import { whenIdle } from '../scheduling/when-idle';

/** The attribute a part skipped until near the view gets once it is drawn for good. */
const drawnAttribute = 'data-drawn';

/**
 * Parts of a long page that the browser skips until they come near the view (CSS
 * `content-visibility: auto` on `:not([data-drawn])`, docs/rendering.md): the first layout and the
 * frames of hydration leave them out. Once the browser is idle they are drawn for good, one a
 * frame (each a short task), so that a page captured whole, printed or searched shows them all.
 * `select` names the parts inside `container`.
 */
export function useDrawnWhenIdle(container: RefObject<HTMLElement | null>, select: string): void {
  useEffect(() => {
    let isCancelled = false;
    let frame = 0;
    whenIdle(() => {
      const parts = [...(container.current?.querySelectorAll(select) ?? [])];
      const drawNext = () => {
        const part = parts.shift();
        if (isCancelled || !part) return;
        part.setAttribute(drawnAttribute, '');
        frame = requestAnimationFrame(drawNext);
      };
      drawNext();
    });
    return () => {
      isCancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [container, select]);
}
