/** Dark at the top; light once the page has scrolled past the header's own height (§2.1). */
export type THeaderVariant = 'dark' | 'light';

/**
 * Keeps the header's `data-variant` in step with the scroll position; returns the clean-up.
 * Plain DOM, so a static page (app/static-page.ts) runs the same code as the React header.
 */
export function watchHeaderVariant(header: HTMLElement): () => void {
  const view = header.ownerDocument.defaultView;
  if (!view) return () => {};
  const update = () => {
    const variant: THeaderVariant =
      view.scrollY > header.getBoundingClientRect().height ? 'light' : 'dark';
    if (header.dataset.variant !== variant) header.dataset.variant = variant;
  };
  update();
  view.addEventListener('scroll', update, { passive: true });
  view.addEventListener('resize', update);
  return () => {
    view.removeEventListener('scroll', update);
    view.removeEventListener('resize', update);
  };
}
