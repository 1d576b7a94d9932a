import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { clearReferrer } from '@/lib/storage/referrer';

/**
 * The remembered referrer is used once a user exists (RequireGuest reads it while rendering)
 * and cleared right after (§2.3). Mounted at the app root, so it runs after the guards' effects.
 */
export function useClearReferrer(): void {
  const { user } = useCurrentUser();
  const hasUser = user !== null;
  useEffect(() => {
    if (hasUser) clearReferrer();
  }, [hasUser]);
}
