/** Dark at the top; light once the page has scrolled past the header's own height (§2.1). */
export type THeaderVariant = 'dark' | 'light';

/**
 * Keeps the header's `data-variant` in step with the scroll position; returns the clean-up.
 * Plain DOM, so a static page (app/static-page.ts) runs the same code as the React header.
 *
 * The first reading waits for the next frame: the server wrote `dark`, and reading the header's
 * size at once (in the commit that hydrates the page) made the browser lay out the whole page
 * inside that task (26 ms of a 41 ms task on the order page with 30 slides, unthrottled); in the
 * frame, the page is laid out for its paint anyway.
 */
export function watchHeaderVariant(header: HTMLElement): () => void {
  const view = header.ownerDocument.defaultView;
  if (!view) return () => {};
  const update = () => {
    const variant: THeaderVariant =
      view.scrollY > header.getBoundingClientRect().height ? 'light' : 'dark';
    if (header.dataset.variant !== variant) header.dataset.variant = variant;
  };
  const firstFrame =
    typeof view.requestAnimationFrame === 'function' ? view.requestAnimationFrame(update) : null;
  if (firstFrame === null) update();
  view.addEventListener('scroll', update, { passive: true });
  view.addEventListener('resize', update);
  return () => {
    if (firstFrame !== null) view.cancelAnimationFrame(firstFrame);
    view.removeEventListener('scroll', update);
    view.removeEventListener('resize', update);
  };
}
