import { startTransition, useEffect, useState } from 'react';

/** The worker's answer, asked once a page. */
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

/** Asks a worker for the zone; read here when the worker fails to start or names none. */
function askWorker(): Promise<string> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./browser-zone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readBrowserZoneHere());
      return;
    }
    const answer = (zone: unknown) => {
      worker.terminate();
      resolve(typeof zone === 'string' && zone !== '' ? zone : readBrowserZoneHere());
    };
    worker.onmessage = (event: MessageEvent<unknown>) => answer(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      answer(null);
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
  findingZone ??= askWorker();
  return findingZone;
}

/**
 * The browser's zone for a component: null on the server, while a server-rendered page hydrates
 * (the HTML was drawn in the server's zone) and until found, then the browser's, set in a
 * transition.
 */
export function useBrowserZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    let isMounted = true;
    void findBrowserZone().then((found) => {
      if (isMounted) startTransition(() => setZone(found));
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return zone;
}

/** A page finds its zone once; a test forgets it, so that the next asks again. */
export function forgetBrowserZone(): void {
  findingZone = null;
}
