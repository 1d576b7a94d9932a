/**
 * When the page's scripts cannot be downloaded (the network dropped, or a newer build replaced
 * the files this page names), the page never goes live. Without this its buttons would keep
 * holding their clicks (held-clicks.ts) and its forms their sending (lib/forms/held-forms.ts) for
 * ever. boot.ts calls `markScriptsFailed` when an import fails: <html> gets
 * `data-scripts="failed"`, on which both stop holding (a sign-in or sign-up form held then posts
 * to the server, which handles it without the app), and the notice the server rendered hidden
 * (app/new-version/scripts-failed-notice.tsx) shows, with a Reload button. Only boot.ts imports
 * this, before the app loads: it must stay free of imports (docs/rendering.md).
 */

/** What <html> carries once the page's scripts have failed (`data-scripts`). */
export const scriptsFailedValue = 'failed';

const isLive = (root: HTMLElement) =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';

/** Marks the page as not going live and shows the notice; nothing once the page is live. */
export function markScriptsFailed(doc: Document = document): void {
  const root = doc.documentElement;
  if (isLive(root) || root.dataset.scripts === scriptsFailedValue) return;
  root.dataset.scripts = scriptsFailedValue;
  const notice = doc.querySelector<HTMLElement>('[data-scripts-failed]');
  if (!notice) return;
  notice.hidden = false;
  notice.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-reload]')) {
      doc.defaultView?.location.reload();
    }
  });
}
