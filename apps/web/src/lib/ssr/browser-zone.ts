import { startTransition, useEffect } from 'react';
import { useBrowserState } from './use-browser-state';

/** The zone once a worker has found it in this page: components mounted later start from it. */
let knownZone: string | null = null;
let findingZone: Promise<string> | null = null;

const hasWorkers = () => typeof Worker !== 'undefined';

/** The browser's time zone (its settings) read on the main thread, UTC when it does not say. */
export function readBrowserZoneHere(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Asks a worker for the zone; rejects when there is no worker or it fails to start. */
function askWorker(): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./browser-zone.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      if (typeof event.data === 'string' && event.data !== '') resolve(event.data);
      else reject(new Error('no zone'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('zone worker failed'));
    };
  });
}

/**
 * The browser's time zone (an IANA name such as `Europe/Copenhagen`), found once a page.
 * A page's first `Intl.DateTimeFormat` loads the locale's data, ~70 ms of the main thread on this
 * machine and ~270 ms on Lighthouse's phone, in whatever task asks (it was the order form's
 * largest task after hydration, issue 33). So a worker asks Intl (browser-zone.worker.ts), and
 * the page reads the answer, once a page; without workers (jsdom), or if the worker cannot start,
 * it is read here instead.
 */
export function findBrowserZone(): Promise<string> {
  if (!hasWorkers()) return Promise.resolve(readBrowserZoneHere());
  findingZone ??= askWorker()
    .catch(readBrowserZoneHere)
    .then((zone) => {
      knownZone = zone;
      return zone;
    });
  return findingZone;
}

/**
 * The browser's zone for a component: null on the server and while a server-rendered page
 * hydrates (the HTML was drawn in the server's zone), then the browser's, set in a transition
 * once found; a component mounted after it was found starts from it.
 */
export function useBrowserZone(): string | null {
  const [zone, setZone] = useBrowserState<string | null>(
    () => (hasWorkers() ? knownZone : readBrowserZoneHere()),
    null,
  );
  useEffect(() => {
    if (zone !== null) return;
    let isMounted = true;
    void findBrowserZone().then((found) => {
      if (isMounted) startTransition(() => setZone(found));
    });
    return () => {
      isMounted = false;
    };
  }, [zone, setZone]);
  return zone;
}

/** A page finds its zone once; a test forgets it, so that the next asks again. */
export function forgetBrowserZone(): void {
  knownZone = null;
  findingZone = null;
}
