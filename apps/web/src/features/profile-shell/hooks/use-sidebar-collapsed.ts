import { useCallback, useState } from 'react';
import { readItem, writeItem } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

const readCollapsed = () => readItem('local', storageKeys.profileSidebarCollapsed) === 'true';

/** Whether the profile sidebar shows icons only; remembered in local storage. */
export function useSidebarCollapsed() {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setIsCollapsed((current) => {
      const next = !current;
      writeItem('local', storageKeys.profileSidebarCollapsed, String(next));
      return next;
    });
  }, []);
  return { isCollapsed, toggle };
}
