import { useCallback } from 'react';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import { readItem, writeItem } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

const readCollapsed = () => readItem('local', storageKeys.profileSidebarCollapsed) === 'true';

/** Whether the profile sidebar shows icons only; remembered in local storage. */
export function useSidebarCollapsed() {
  const [isCollapsed, setIsCollapsed] = useBrowserState(readCollapsed, false);
  const toggle = useCallback(() => {
    setIsCollapsed((current) => {
      const next = !current;
      writeItem('local', storageKeys.profileSidebarCollapsed, String(next));
      return next;
    });
  }, [setIsCollapsed]);
  return { isCollapsed, toggle };
}
