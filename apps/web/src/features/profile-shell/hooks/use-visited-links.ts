import type { TNavigationLinkKey } from '@deckhand/contract';
import { useCallback } from 'react';
import { z } from 'zod';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

const ZVisited = z.array(z.string());

const readVisited = () => readJson('local', storageKeys.visitedLinks, ZVisited, []);

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
