import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { clearReferrer, readReferrer } from '@/lib/storage/referrer';

/**
 * The remembered referrer is used once a user exists (RequireGuest reads it while rendering, a
 * login navigates to it) and cleared right after (§2.3). A sign-in that lands in the profile
 * instead (the emailed verification link of a sign-up, which the server sends to /my-profile)
 * goes on to the remembered page: a visitor who signed up from an order form is back on it.
 * Mounted at the app root, so it runs after the guards' effects.
 */
export function useClearReferrer(): void {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useRef('');
  location.current = useLocation().pathname;
  const hasUser = user !== null;
  useEffect(() => {
    if (!hasUser) return;
    const referrer = readReferrer();
    clearReferrer();
    const pathname = location.current;
    const landedInProfile =
      pathname === paths.profile.root.getHref() ||
      pathname.startsWith(`${paths.profile.root.getHref()}/`);
    if (referrer && landedInProfile && referrer !== pathname) {
      void navigate(referrer, { replace: true });
    }
  }, [hasUser, navigate]);
}
