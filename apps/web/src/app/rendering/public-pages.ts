import { paths } from '@/lib/paths';
import { contentPaths } from './content-routes';

/**
 * The pages anyone may open and a search engine should know (the API's /sitemap.xml): the
 * public site, sign-in and sign-up, and the public order flows.
 */
export const publicPagePaths: readonly string[] = [
  ...contentPaths,
  paths.order.now.getHref(),
  paths.order.quote.getHref(),
  paths.order.tryUsOut.getHref(),
  paths.order.tenFor49.getHref(),
  paths.order.ads.getHref(),
  paths.signup.getHref(),
  paths.login.getHref(),
];
