import { paths } from '@/lib/paths';

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

const orderFlowRoots = [
  paths.order.now,
  paths.order.ads,
  paths.order.quote,
  paths.order.orderQuote,
  paths.order.tryUsOut,
  paths.order.tenFor49,
].map((route) => route.getHref());

const clientOrderPattern = /^\/clients\/[^/]+\/order-now(\/|$)/;

/** Order-step pages: anything under one of the order flows (§2.1 'My orders' button). */
export function isOrderFlowPath(pathname: string): boolean {
  return (
    orderFlowRoots.some((root) => isUnder(pathname, root)) || clientOrderPattern.test(pathname)
  );
}

/** Pages where the Log in / Log out button is hidden (§2.1). */
export function isAuthFormPath(pathname: string): boolean {
  return pathname === paths.login.getHref() || pathname === paths.signup.getHref();
}

/** The staff console (§2.3): its own pages, without the customer's Order now or the site footer. */
export function isStaffConsolePath(pathname: string): boolean {
  return isUnder(pathname, paths.staff.root.getHref()) || isUnder(pathname, '/staff-profile');
}
