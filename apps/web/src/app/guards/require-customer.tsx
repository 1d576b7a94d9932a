import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/features/app-init/hooks/use-current-user';
import { PageLoader } from '@/ui/page-loader';
import { paths } from '../paths';
import { RedirectToLogin } from './redirect-to-login';

/** Customers only: anonymous visitors go to login, staff to the staff site (§2.3). */
export function RequireCustomer() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <RedirectToLogin />;
  if (user.isStaff) return <Navigate to={paths.staff.root.getHref()} replace />;
  return <Outlet />;
}
