import { timings } from '@deckhand/contract';
import { hasNewVersion, readAppScripts } from './detect-new-version';

/**
 * The version check of §4: the page's visibility is read every 5 s; once the tab has been
 * visible for another 30 s, `/` is fetched and its script list compared with this page's. The
 * time counts from the page's opening, not from this script's start: a visible page whose script
 * ran late (a slow phone) is not held back by it, and one that ran 30 s late checks at once.
 * `onFound` is called once a new build is deployed, and the watch ends. Nothing happens on a
 * page without a script list (the development server). Returns the clean-up.
 */
export function watchForNewVersion(onFound: () => void, doc: Document = document): () => void {
  const current = readAppScripts(doc);
  if (current.entry === null) return () => {};
  const controller = new AbortController();
  // Visible since it opened, as far as the page can tell (a tab opened in the background starts
  // hidden, and counts from when it shows).
  let visibleMs = doc.visibilityState === 'visible' ? Math.floor(performance.now()) : 0;
  let isChecking = false;
  const stop = () => {
    window.clearInterval(timer);
    controller.abort();
  };
  const checkWhenDue = () => {
    if (visibleMs < timings.versionCheckMs) return;
    visibleMs = 0;
    isChecking = true;
    hasNewVersion(current, controller.signal)
      .then((found) => {
        if (!found) return;
        stop();
        onFound();
      })
      .catch(() => undefined)
      .finally(() => {
        isChecking = false;
      });
  };
  const timer = window.setInterval(() => {
    if (doc.visibilityState !== 'visible' || isChecking) return;
    visibleMs += timings.visibilityPollMs;
    checkWhenDue();
  }, timings.visibilityPollMs);
  checkWhenDue();
  return stop;
}

/**
 * Runs the server-rendered notice (new-version-notice.tsx): shows it once a new build is found;
 * its Reload button reloads the page. Plain DOM, so a static page binds it the same way.
 */
export function bindNewVersionNotice(notice: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-reload]')) {
      window.location.reload();
    }
  };
  notice.addEventListener('click', onClick);
  const stop = watchForNewVersion(() => {
    notice.hidden = false;
  }, notice.ownerDocument);
  return () => {
    stop();
    notice.removeEventListener('click', onClick);
  };
}
