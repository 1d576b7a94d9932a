import { timings } from '@deckhand/contract';
import { hasNewVersion, readAppScripts } from './detect-new-version';

/**
 * The version check of §4: the page's visibility is read every 5 s; once the tab has been
 * visible for another 30 s, `/` is fetched and its script list compared with this page's.
 * `onFound` is called once a new build is deployed, and the watch ends. Nothing happens on a
 * page without a script list (the development server). Returns the clean-up.
 */
export function watchForNewVersion(onFound: () => void, doc: Document = document): () => void {
  const current = readAppScripts(doc);
  if (current.entry === null) return () => {};
  const controller = new AbortController();
  let visibleMs = 0;
  let isChecking = false;
  const stop = () => {
    window.clearInterval(timer);
    controller.abort();
  };
  const timer = window.setInterval(() => {
    if (doc.visibilityState !== 'visible' || isChecking) return;
    visibleMs += timings.visibilityPollMs;
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
  }, timings.visibilityPollMs);
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
