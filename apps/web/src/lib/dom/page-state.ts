/**
 * Where the page stands with its scripts, on <html>: live once the app has hydrated it
 * (`data-app="ready"`) or a static page's script has bound it (`data-static-page="ready"`); given
 * up when a script could not load (`data-boot="failed"`: a deploy replaced the files, the
 * connection dropped), and the HTML must then work on its own. Boot's own modules (held clicks,
 * held forms) read it: this file imports nothing.
 */
export const pageStateAttributes = ['data-app', 'data-static-page', 'data-boot'];

export const isPageLive = (root: HTMLElement): boolean =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';

export const hasBootFailed = (root: HTMLElement): boolean => root.dataset.boot === 'failed';

/** Marks the page as left to its HTML: no script will take it over. */
export function markBootFailed(root: HTMLElement = document.documentElement): void {
  root.dataset.boot = 'failed';
}
