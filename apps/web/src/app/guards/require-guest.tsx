import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { readReferrer } from '@/lib/storage/referrer';
import { PageLoader } from '@/ui/page-loader';

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
