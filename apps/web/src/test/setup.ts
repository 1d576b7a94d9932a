import '@testing-library/jest-dom/vitest';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';

// Pages load lazily (one chunk per feature): on a busy 2-core machine (two test runs side by side)
// the first render of a page took 5-6 s. This is a guard against what never appears, not a speed
// limit (speed lives in bench/); it stays under the 20 s test timeout. One value for every file.
configure({ asyncUtilTimeout: 15_000 });

/** What Mantine needs from a browser that jsdom does not provide. */
function installBrowserStubs(): void {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
}

installBrowserStubs();

// Visitors in the tests have answered the cookie banner (§2.5): it would cover the page. Its own
// tests (lib/consent) clear the answer.
beforeEach(() => {
  window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ thirdParties: false }));
});

afterEach(() => {
  cleanup();
  // What a test wrote into the page itself (server HTML to hydrate, a bare form): the next test,
  // or the next file of a worker that shares its page (vitest.config.ts), starts on an empty one.
  document.body.replaceChildren();
  cleanNotifications();
  cleanNotificationsQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing cookies between tests.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
