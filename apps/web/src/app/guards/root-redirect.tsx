import { Navigate } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';

/** `/`: staff to the staff site, customers to the profile, anonymous visitors to login (§2.3). */
export function RootRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  const target = user.isStaff ? paths.staff.root : paths.profile.root;
  return <Navigate to={target.getHref()} replace />;
}
