import type { TCurrentUser } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { readReferrer, saveReferrer } from '@/lib/storage/referrer';
import { refreshInit, storeCurrentUser } from './store-current-user';

type TCompleteSignInOptions = {
  /** Where to go instead of the remembered referrer or the profile (e.g. the team page). */
  target?: string;
};

/**
 * After a login, an external sign-in or joining a team (§2.3, §4): the user is stored where
 * the app reads it (a staff member's init is read again instead), then the browser goes to the
 * page remembered before login, else the profile. The target is kept as the referrer, so the
 * guest guard agrees on it; the app root clears it once the user exists.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: TCurrentUser, { target }: TCompleteSignInOptions = {}) => {
      const destination = target ?? readReferrer() ?? paths.profile.root.getHref();
      saveReferrer(destination);
      if (user.isStaff) await refreshInit(queryClient);
      else await storeCurrentUser(queryClient, user);
      await navigate(destination, { replace: true });
    },
    [queryClient, navigate],
  );
}
