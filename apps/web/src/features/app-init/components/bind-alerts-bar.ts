import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

/** Alert hashes the visitor has closed, remembered in local storage (checked by hand: no zod). */
const readDismissed = (): string[] =>
  readCheckedJson('local', storageKeys.dismissedAlerts, Array.isArray, []).filter(
    (hash): hash is string => typeof hash === 'string',
  );

/**
 * Runs the server-rendered alerts bar (alerts-bar.tsx): hides the alerts closed before, and
 * closes one on its button, remembered by hash. Focus then goes to the next alert's close button,
 * or after the last to the page's main content, so keyboard focus never drops to the body.
 * Plain DOM: the app binds it from React and a static page from app/static-page.ts.
 */
export function bindAlertsBar(bar: HTMLElement): () => void {
  const visibleRows = () =>
    [...bar.querySelectorAll<HTMLElement>('[data-hash]')].filter((row) => !row.hidden);
  const update = () => {
    bar.hidden = visibleRows().length === 0;
  };
  const dismissed = readDismissed();
  for (const row of visibleRows()) {
    if (dismissed.includes(row.dataset.hash ?? '')) row.hidden = true;
  }
  update();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const row = target?.closest('[data-dismiss-alert]')?.closest<HTMLElement>('[data-hash]');
    if (!row?.dataset.hash) return;
    const rows = visibleRows();
    const index = rows.indexOf(row);
    const next = rows[index + 1] ?? rows[index - 1];
    writeJson('local', storageKeys.dismissedAlerts, [
      ...new Set([...readDismissed(), row.dataset.hash]),
    ]);
    row.hidden = true;
    update();
    const focusTarget =
      next?.querySelector<HTMLElement>('[data-dismiss-alert]') ??
      bar.ownerDocument.querySelector<HTMLElement>('main');
    focusTarget?.focus({ preventScroll: true });
  };
  bar.addEventListener('click', onClick);
  return () => bar.removeEventListener('click', onClick);
}
