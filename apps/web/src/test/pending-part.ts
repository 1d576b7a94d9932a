/**
 * Wraps `element` of a server page in a part whose code has not arrived, as lazyPart renders it
 * (lib/ssr/lazy-part.tsx); set the returned wrapper's `dataset.part` to `'live'` to let it go live.
 */
export function wrapInPendingPart(element: HTMLElement): HTMLElement {
  const part = element.ownerDocument.createElement('div');
  part.dataset.part = 'pending';
  element.replaceWith(part);
  part.append(element);
  return part;
}
