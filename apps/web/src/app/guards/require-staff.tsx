import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';
import { RedirectToLogin } from './redirect-to-login';

/** Staff only (the staff-profile capacity overview): customers go back to their profile. */
export function RequireStaff() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <RedirectToLogin />;
  if (!user.isStaff) return <Navigate to={paths.profile.root.getHref()} replace />;
  return <Outlet />;
}
