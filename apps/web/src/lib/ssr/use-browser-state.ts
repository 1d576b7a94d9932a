import {
  type Dispatch,
  type SetStateAction,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';

let isHydrating =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;

/**
 * Called once the app's first render has been committed: later mounts read the browser at once,
 * and <html> says `data-app="ready"` (clicks held before it are clicked again then:
 * app/rendering/held-clicks.ts; the browser tests wait for it too).
 */
export function markHydrated(): void {
  isHydrating = false;
  document.documentElement.dataset.app = 'ready';
}

/**
 * State that starts from something only the browser knows (local storage, say). The server cannot
 * read it, so while a server-rendered page hydrates the state starts at `serverValue`, as the HTML
 * did, and takes the browser's value right after; components mounted later read it at once.
 *
 * A browser's value equal to the server's (a list of the same items too) changes nothing: the
 * components that read it do not render again. Another is set in a transition: React renders it
 * in slices between which the page answers a tap. As a plain update it was rendered with the
 * first urgent update that came (a toast, a click), in one task: on the team page every sidebar
 * link, table and popup that reads the browser re-rendered in one 300 ms task under Lighthouse's
 * phone CPU.
 */
export function useBrowserState<T>(
  readBrowserValue: () => T,
  serverValue: T,
): [T, Dispatch<SetStateAction<T>>] {
  const [hydrating] = useState(() => isHydrating || typeof window === 'undefined');
  const [value, setValue] = useState<T>(() => (hydrating ? serverValue : readBrowserValue()));
  // Read once, after hydration: a new reader or server value on a later render changes nothing.
  const reader = useRef(readBrowserValue);
  const hydratedValue = useRef(serverValue);
  useEffect(() => {
    if (!hydrating) return;
    const browserValue = reader.current();
    // The same as the server's (nothing stored, a list read anew): nothing to render again.
    if (isSameValue(browserValue, hydratedValue.current)) return;
    startTransition(() => setValue(browserValue));
  }, [hydrating]);
  return [value, setValue];
}

/** The same value, or lists of the same items (a list read from storage is a new array). */
function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index]))
  );
}
