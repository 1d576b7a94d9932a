import type { TCurrentUser } from '@deckhand/contract';
import { type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';
import { readRenderContext } from '../rendering/render-context';

/** `/`: staff to the staff site, customers to the profile, anonymous visitors to login (§2.3). */
export const targetOf = (user: TCurrentUser | null) =>
  (!user ? paths.login : user.isStaff ? paths.staff.root : paths.profile.root).getHref();

/**
 * On the server the visitor is known before rendering: `/` is answered with its redirect, so a
 * first visit goes straight to the login page instead of waiting for the app to send it there
 * (and works without JavaScript). In the browser the page decides (RootRedirect).
 */
export function rootRedirectLoader({ context }: LoaderFunctionArgs) {
  const rendering = readRenderContext(context);
  return rendering ? redirect(targetOf(rendering.init.user)) : null;
}

export function RootRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  return <Navigate to={targetOf(user ?? null)} replace />;
}
