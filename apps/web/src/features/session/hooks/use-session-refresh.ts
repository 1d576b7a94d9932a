import { accountMessages, isSessionExpired, timings } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isCancelled } from '@/lib/errors/is-cancelled-error';
import { clearCachedUser, readCachedInit } from '@/lib/init/get-init';
import { storeCurrentUser } from '@/lib/init/store-current-user';
import { paths } from '@/lib/paths';
import { endLocalSession } from '@/lib/session/log-out';
import { showToast } from '@/lib/toast/show-toast';
import { getMe, getMeQueryKey } from '../api/get-me';

/**
 * While a user is logged in, the current user is read again every 5 minutes (§4). The cached
 * user is read at each tick rather than watched, so that the app root does not render again
 * on every change of the init answer (the guest guard relies on its timing). An answer
 * without a token means the session has expired: a toast says so with a 'Log in' action, and
 * the user is logged out here (the guards then send them to login, remembering the page).
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = async () => {
      if (!readCachedInit(queryClient)?.user) return;
      try {
        const me = await queryClient.fetchQuery({
          queryKey: getMeQueryKey(),
          queryFn: ({ signal }) => getMe(signal),
          staleTime: 0,
          retry: false,
          meta: { isErrorHandled: true },
        });
        if (isSessionExpired(me) || !me.user) {
          endLocalSession();
          clearCachedUser(queryClient);
          showToast({
            kind: 'warning',
            message: accountMessages.sessionExpired,
            link: { label: accountMessages.sessionExpiredAction, to: paths.login.getHref() },
          });
          return;
        }
        await storeCurrentUser(queryClient, me.user);
      } catch (error) {
        // A failed refresh (offline, server down) keeps the user; the next one tries again.
        if (!isCancelled(error) && import.meta.env.MODE !== 'test') console.warn(error);
      }
    };
    const timer = setInterval(() => void refresh(), timings.currentUserRefreshMs);
    return () => clearInterval(timer);
  }, [queryClient]);
}
