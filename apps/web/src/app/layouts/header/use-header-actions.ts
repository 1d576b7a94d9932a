import { useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { logOut } from '@/lib/session/log-out';
import { isAuthFormPath, isOrderFlowPath, isStaffConsolePath } from '../../route-matchers';

export type THeaderActions = {
  isLoggedIn: boolean;
  /** Log in / Log out is hidden on the login and signup pages. */
  hasAuthAction: boolean;
  /** Order now or My orders; none in the staff console, where staff place no orders. */
  primary: { label: string; to: string } | null;
  onLogOut: () => void;
};

/** What the header offers on this page to this visitor (§2.1). */
export function useHeaderActions(): THeaderActions {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const isLoggedIn = user !== null;
  const primary = isStaffConsolePath(pathname)
    ? null
    : isLoggedIn && isOrderFlowPath(pathname)
      ? { label: 'My orders', to: paths.profile.orders.getHref() }
      : { label: 'Order now', to: paths.order.now.getHref() };
  return {
    isLoggedIn,
    hasAuthAction: !isAuthFormPath(pathname),
    primary,
    onLogOut: () => logOut(),
  };
}
