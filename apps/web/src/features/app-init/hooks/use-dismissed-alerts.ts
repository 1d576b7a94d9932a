import { useCallback } from 'react';
import { z } from 'zod';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

const ZDismissed = z.array(z.string());

const readDismissed = () => readJson('local', storageKeys.dismissedAlerts, ZDismissed, []);

/** Alert hashes the visitor has closed, remembered in local storage. */
export function useDismissedAlerts() {
  const [dismissed, setDismissed] = useBrowserState<string[]>(readDismissed, []);
  const dismiss = useCallback(
    (hash: string) => {
      const next = [...new Set([...readDismissed(), hash])];
      writeJson('local', storageKeys.dismissedAlerts, next);
      setDismissed(next);
    },
    [setDismissed],
  );
  return { dismissed, dismiss };
}
