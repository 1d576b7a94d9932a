import type { TNavigationLinkKey } from '@deckhand/contract';
import { useCallback } from 'react';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import { isStringList } from '@/lib/storage/stored-shapes';

const readVisited = () => readCheckedJson('local', storageKeys.visitedLinks, isStringList, []);

/** Navigation links the user has opened, persisted locally (the "New" marks of §2.5). */
export function useVisitedLinks() {
  const [visited, setVisited] = useBrowserState<string[]>(readVisited, []);
  const markVisited = useCallback(
    (key: TNavigationLinkKey) => {
      const stored = readVisited();
      if (stored.includes(key)) return;
      const next = [...stored, key];
      writeJson('local', storageKeys.visitedLinks, next);
      setVisited(next);
    },
    [setVisited],
  );
  const hasVisited = useCallback((key: TNavigationLinkKey) => visited.includes(key), [visited]);
  return { hasVisited, markVisited };
}
