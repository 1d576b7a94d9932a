import type { TInitResponse } from '@deckhand/contract';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { readReferrer } from '@/lib/storage/referrer';
import { PageLoader } from '@/ui/page-loader';
import { targetOf } from './root-redirect';

/** The route handle of the guest pages, so that the server can answer them with a redirect. */
export const guestOnlyHandle = { isGuestOnly: true } as const;

/**
 * On the server: where a signed-in visitor of a guest page goes, answered as a redirect before
 * rendering (a static page, such as /login, has no app in the browser to send them on). The
 * page remembered before login lives in the browser, so the server sends them home (§2.3).
 */
export function findGuestRedirect(handles: readonly unknown[], init: TInitResponse): string | null {
  const isGuestPage = handles.some(
    (handle) => typeof handle === 'object' && handle !== null && 'isGuestOnly' in handle,
  );
  return isGuestPage && init.user ? targetOf(init.user) : null;
}

/**
 * Login, signup, reset-password and join are for visitors only: a logged-in user is bounced to
 * the page remembered before login, else to the profile (§2.3).
 */
export function RequireGuest() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (user) return <Navigate to={readReferrer() ?? paths.profile.root.getHref()} replace />;
  return <Outlet />;
}
