import { useBrowserState } from './use-browser-state';

/**
 * The zone to show server timestamps in: the browser's own (`undefined`, formatDate's default),
 * but UTC on the server and while a server-rendered page hydrates, so the first render writes the
 * dates the HTML has (the server's zone is not the visitor's: a day or an hour apart would be a
 * hydration mismatch). Right after hydration the dates are shown in the browser's zone.
 */
export function useDisplayTimeZone(): string | undefined {
  const [timeZone] = useBrowserState<string | undefined>(() => undefined, 'UTC');
  return timeZone;
}
