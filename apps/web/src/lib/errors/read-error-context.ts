import { paths } from '@/lib/paths';
import type { TErrorContext } from './describe-error';

/**
 * What the error catalogue needs to know about the page: its address, and where the orders list
 * lives (the one area whose 403s stay silent, §8). Without an address, the browser's.
 */
export function readErrorContext(pathname: string = window.location.pathname): TErrorContext {
  return { pathname, ordersListPath: paths.profile.orders.getHref() };
}
