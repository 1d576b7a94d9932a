import { Navigate, Outlet } from 'react-router';
import { useReviewReminders } from '@/domain/order/review-clock/use-review-reminders';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';
import { RedirectToLogin } from './redirect-to-login';

/**
 * Customers only: anonymous visitors go to login, staff to the staff site (§2.3). Every page it
 * lets through shows the review clock's reminders as they come.
 */
export function RequireCustomer() {
  const { user, isPending } = useCurrentUser();
  useReviewReminders();
  if (isPending) return <PageLoader />;
  if (!user) return <RedirectToLogin />;
  if (user.isStaff) return <Navigate to={paths.staff.root.getHref()} replace />;
  return <Outlet />;
}
