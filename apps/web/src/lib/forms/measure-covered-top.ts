const stuckPositions = new Set(['sticky', 'fixed']);

/** Where a sticky or fixed element sits once the page has scrolled: its top and bottom edge. */
function readStuckBox(style: CSSStyleDeclaration, rect: DOMRect) {
  const top = style.position === 'sticky' ? Number.parseFloat(style.top) : rect.top;
  return Number.isNaN(top) ? null : { top, bottom: top + rect.height };
}

/**
 * How far from the top of the window the page's sticky and fixed bars reach (the site header,
 * a section bar under it...), counting only the bars above `target`'s column: the first pixel
 * row where `target` is not hidden under them once the page scrolls. Side columns (a sticky
 * sidebar), bars at the bottom and anything `target` sits inside are not in the way. The
 * target's own form and icons are not searched.
 */
export function measureCoveredTop(target: HTMLElement): number {
  const box = target.getBoundingClientRect();
  const halfHeight = window.innerHeight / 2;
  const ownForm = target.closest('form');
  let coveredTop = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, (node) =>
    node === ownForm || node instanceof SVGElement
      ? NodeFilter.FILTER_REJECT
      : NodeFilter.FILTER_ACCEPT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as HTMLElement;
    // Layout first (cheap once laid out); the computed style only for boxes above the target.
    const rect = element.getBoundingClientRect();
    const isBeside = rect.right <= box.left || rect.left >= box.right;
    if (rect.height === 0 || isBeside || rect.height > halfHeight) continue;
    const style = window.getComputedStyle(element);
    if (!stuckPositions.has(style.position) || element.contains(target)) continue;
    const stuck = readStuckBox(style, rect);
    if (stuck && stuck.top < halfHeight) coveredTop = Math.max(coveredTop, stuck.bottom);
  }
  return coveredTop;
}
