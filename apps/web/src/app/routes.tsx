import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/features/status-pages/components/route-error-boundary';
import { LoadingPage } from '@/features/status-pages/routes/loading-page';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { PageLoader } from '@/ui/page-loader';
import { AppRoot } from './app-root';
import { NonProductionOnly } from './guards/non-production-only';
import { RequireCustomer } from './guards/require-customer';
import { RequireGuest } from './guards/require-guest';
import { RequireStaff } from './guards/require-staff';
import { RequireUser } from './guards/require-user';
import { RootRedirect } from './guards/root-redirect';
import { BareLayout } from './layouts/bare-layout';
import { StandardLayout } from './layouts/standard-layout';
import { paths } from './paths';
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
};

/** Routes whose pages later issues build: their guards already apply; until then, not found. */
const pending = (path: string): RouteObject => ({ path, Component: NotFoundPage });

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
              {
                element: <NonProductionOnly />,
                children: [{ path: paths.uiKit.path, lazy: lazyPages.uiKit }],
              },
              {
                element: <RequireGuest />,
                children: [
                  pending(paths.login.path),
                  pending(paths.signup.path),
                  pending(paths.resetPassword.root.path),
                  pending(paths.resetPassword.token.path),
                  pending(paths.join.path),
                ],
              },
              {
                path: paths.resetPassword.other.path,
                element: <Navigate to={paths.root.getHref()} replace />,
              },
              {
                element: <RequireCustomer />,
                children: [
                  pending(paths.profile.root.path),
                  pending(paths.profile.area.path),
                  pending(paths.orderFeedback.path),
                ],
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
