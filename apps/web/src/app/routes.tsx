import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/features/status-pages/components/route-error-boundary';
import { LoadingPage } from '@/features/status-pages/routes/loading-page';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';
import { AppRoot } from './app-root';
import { AppEnvOnly } from './guards/app-env-only';
import { RequireCustomer } from './guards/require-customer';
import { RequireGuest } from './guards/require-guest';
import { RequireStaff } from './guards/require-staff';
import { RequireUser } from './guards/require-user';
import { RootRedirect } from './guards/root-redirect';
import { BareLayout } from './layouts/bare-layout';
import { StandardLayout } from './layouts/standard-layout';
import { RootErrorPage } from './root-error-page';

/** Each feature is its own chunk, downloaded when one of its routes is visited. */
const lazyPages = {
  crash: () =>
    import('@/features/status-pages/routes/crash-page').then((m) => ({ Component: m.CrashPage })),
  redirect: () =>
    import('@/features/redirect/routes/redirect-page').then((m) => ({
      Component: m.RedirectPage,
    })),
  uiKit: () =>
    import('@/features/ui-kit/routes/ui-kit-page').then((m) => ({ Component: m.UiKitPage })),
  devMailbox: () =>
    import('@/features/dev-mailbox/routes/dev-mailbox-page').then((m) => ({
      Component: m.DevMailboxPage,
    })),
  login: () =>
    import('@/features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  signup: () =>
    import('@/features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  resetRequest: () =>
    import('@/features/auth/routes/reset-request-page').then((m) => ({
      Component: m.ResetRequestPage,
    })),
  newPassword: () =>
    import('@/features/auth/routes/new-password-page').then((m) => ({
      Component: m.NewPasswordPage,
    })),
  join: () => import('@/features/join/routes/join-page').then((m) => ({ Component: m.JoinPage })),
  unsubscribe: () =>
    import('@/features/unsubscribe/routes/unsubscribe-page').then((m) => ({
      Component: m.UnsubscribePage,
    })),
};

/** Routes whose pages later issues build: their guards already apply; until then, not found. */
const pending = (path: string): RouteObject => ({ path, Component: NotFoundPage });

/** /my-profile: the account shell (sidebar) around its sub-pages; pages still to come stay inside it. */
const profilePages = {
  shell: () =>
    import('@/features/profile-shell/routes/profile-layout').then((m) => ({
      Component: m.ProfileLayout,
    })),
  unavailable: () =>
    import('@/features/profile-shell/routes/profile-page-unavailable').then((m) => ({
      Component: m.ProfilePageUnavailable,
    })),
  userDetails: () =>
    import('@/features/user-details/routes/user-details-page').then((m) => ({
      Component: m.UserDetailsPage,
    })),
  security: () =>
    import('@/features/security/routes/security-page').then((m) => ({
      Component: m.SecurityPage,
    })),
  team: () => import('@/features/team/routes/team-page').then((m) => ({ Component: m.TeamPage })),
};
const { profile } = paths;
const profileRoute: RouteObject = {
  path: profile.root.path,
  lazy: profilePages.shell,
  children: [
    { index: true, element: <Navigate to={profile.userDetails.getHref()} replace /> },
    { path: profile.userDetails.path, lazy: profilePages.userDetails },
    { path: profile.security.path, lazy: profilePages.security },
    { path: profile.team.path, lazy: profilePages.team },
    ...[
      profile.orders,
      ...Object.values(profile.billing),
      profile.styleTemplates,
      profile.customFields,
      ...Object.values(profile.holidaysCalendar),
    ].map((page): RouteObject => ({ path: page.path, lazy: profilePages.unavailable })),
    { path: '*', Component: NotFoundPage },
  ],
};

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoader isFullPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: paths.loading.path,
        element: (
          <BareLayout>
            <LoadingPage />
          </BareLayout>
        ),
      },
      {
        element: <StandardLayout />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: paths.redirect.path, lazy: lazyPages.redirect },
              { path: paths.crash.path, lazy: lazyPages.crash },
              { path: paths.unsubscribe.path, lazy: lazyPages.unsubscribe },
              {
                element: <AppEnvOnly allow="non-production" />,
                children: [{ path: paths.uiKit.path, lazy: lazyPages.uiKit }],
              },
              {
                element: <AppEnvOnly allow="development" />,
                children: [{ path: paths.devMailbox.path, lazy: lazyPages.devMailbox }],
              },
              {
                element: <RequireGuest />,
                children: [
                  { path: paths.login.path, lazy: lazyPages.login },
                  { path: paths.signup.path, lazy: lazyPages.signup },
                  { path: paths.resetPassword.root.path, lazy: lazyPages.resetRequest },
                  { path: paths.resetPassword.token.path, lazy: lazyPages.newPassword },
                  { path: paths.join.path, lazy: lazyPages.join },
                ],
              },
              {
                path: paths.resetPassword.other.path,
                element: <Navigate to={paths.root.getHref()} replace />,
              },
              {
                element: <RequireCustomer />,
                children: [profileRoute, pending(paths.orderFeedback.path)],
              },
              { element: <RequireUser />, children: [pending(paths.capacityOverview.path)] },
              {
                element: <RequireStaff />,
                children: [pending(paths.staffProfile.capacityOverview.path)],
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
