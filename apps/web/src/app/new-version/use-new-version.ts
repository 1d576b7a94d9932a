import { timings } from '@deckhand/contract';
import { useEffect, useState } from 'react';
import { hasNewVersion, readAppScripts } from './detect-new-version';

/**
 * The version check of §4: the page's visibility is read every 5 s; once the tab has been
 * visible for another 30 s, `/` is fetched and its script list compared with this page's. True
 * once a new build is deployed (and it stays true). Off when `isEnabled` is false (outside
 * production) or when this page carries no script list (the development server).
 */
export function useNewVersion(isEnabled: boolean): boolean {
  const [isNew, setIsNew] = useState(false);
  useEffect(() => {
    if (!isEnabled || isNew) return;
    const current = readAppScripts(document);
    if (current.entry === null) return;
    const controller = new AbortController();
    let visibleMs = 0;
    let isChecking = false;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || isChecking) return;
      visibleMs += timings.visibilityPollMs;
      if (visibleMs < timings.versionCheckMs) return;
      visibleMs = 0;
      isChecking = true;
      hasNewVersion(current, controller.signal)
        .then((found) => {
          if (found) setIsNew(true);
        })
        .catch(() => undefined)
        .finally(() => {
          isChecking = false;
        });
    }, timings.visibilityPollMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [isEnabled, isNew]);
  return isNew;
}
