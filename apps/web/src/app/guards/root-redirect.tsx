import { Navigate } from 'react-router';
import { useCurrentUser } from '@/features/app-init/hooks/use-current-user';
import { PageLoader } from '@/ui/page-loader';
import { paths } from '../paths';

/** `/`: staff to the staff site, customers to the profile, anonymous visitors to login (§2.3). */
export function RootRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  const target = user.isStaff ? paths.staff.root : paths.profile.root;
  return <Navigate to={target.getHref()} replace />;
}
