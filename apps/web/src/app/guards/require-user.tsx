import { Outlet } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { PageLoader } from '@/ui/page-loader';
import { RedirectToLogin } from './redirect-to-login';

/** Any logged-in user, customer or staff (the capacity overview, §6). */
export function RequireUser() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <RedirectToLogin />;
  return <Outlet />;
}
