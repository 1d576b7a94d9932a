import {
  canManageCustomFields,
  canSeeBilling,
  canSeeCreditHistory,
  canSeeCreditPacks,
  canSeeStyleTemplates,
} from '@deckhand/contract';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, redirect } from 'react-router';
import { RouteErrorBoundary } from '@/features/status-pages/components/route-error-boundary';
import { LoadingPage } from '@/features/status-pages/routes/loading-page';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/page-loader';
import { AppRoot } from './app-root';
import { AppEnvOnly } from './guards/app-env-only';
import { RequireCustomer } from './guards/require-customer';
import { guestOnlyHandle, RequireGuest } from './guards/require-guest';
import { RequirePermission } from './guards/require-permission';
import { RequireUser } from './guards/require-user';
import { RootRedirect, rootRedirectLoader } from './guards/root-redirect';
import { BareLayout } from './layouts/bare-layout';
import { ClientLandingLayout } from './layouts/client-landing-layout';
import { StandardLayout } from './layouts/standard-layout';
import { lazyPage } from './rendering/lazy-page';
import { LeftOutOrNotFound, type TRouteTables } from './rendering/route-discovery';
import { RootErrorPage } from './root-error-page';

/**
 * What the static sign-in pages run for their live parts (app/static-page.ts imports them): the
 * form's checks and the provider buttons (docs/rendering.md).
 */
const signInPageParts = [
  'src/lib/forms/bind-page-forms.ts',
  'src/features/auth/external-sign-in/bind-provider-buttons.ts',
];

/** Each feature is its own chunk, downloaded when one of its routes is visited. */
const lazyPages = {
  capacityOverview: lazyPage('capacity/routes/capacity-overview-page', 'CapacityOverviewPage'),
  crash: lazyPage('status-pages/routes/crash-page', 'CrashPage'),
  redirect: lazyPage('redirect/routes/redirect-page', 'RedirectPage'),
  uiKit: lazyPage('ui-kit/routes/ui-kit-page', 'UiKitPage'),
  devMailbox: lazyPage('dev-mailbox/routes/dev-mailbox-page', 'DevMailboxPage'),
  // Static (docs/rendering.md): their forms are sent by the browser and carried out by the
  // server; what is live on them is bound without the app.
  login: lazyPage('auth/routes/login-page', 'LoginPage', {
    isStatic: true,
    staticModules: signInPageParts,
  }),
  signup: lazyPage('auth/routes/signup-page', 'SignupPage', {
    isStatic: true,
    staticModules: signInPageParts,
  }),
  resetRequest: lazyPage('auth/routes/reset-request-page', 'ResetRequestPage'),
  newPassword: lazyPage('auth/routes/new-password-page', 'NewPasswordPage'),
  join: lazyPage('join/routes/join-page', 'JoinPage'),
  unsubscribe: lazyPage('unsubscribe/routes/unsubscribe-page', 'UnsubscribePage'),
  guestReview: lazyPage('guest-review/routes/guest-review-page', 'GuestReviewPage'),
  orderFeedback: lazyPage('order-feedback/routes/order-feedback-page', 'OrderFeedbackPage'),
  clientLanding: lazyPage('site/routes/client-landing-page', 'ClientLandingPage', {
    isStatic: true,
  }),
};

/** The order flows (§2.2), open to everyone (§6): one page module, one chunk. */
const orderFlowModule = 'order-form/routes/order-flow-pages' as const;
const orderPages = {
  now: lazyPage(orderFlowModule, 'OrderNowPage'),
  ads: lazyPage(orderFlowModule, 'OrderAdsPage'),
  quote: lazyPage(orderFlowModule, 'QuotePage'),
  tryUsOut: lazyPage(orderFlowModule, 'TryUsOutPage'),
  tenFor49: lazyPage(orderFlowModule, 'TenFor49Page'),
  client: lazyPage(orderFlowModule, 'ClientOrderPage'),
};
const orderRoutes: RouteObject[] = [
  { path: paths.order.now.path, ...orderPages.now },
  { path: paths.order.ads.path, ...orderPages.ads },
  { path: paths.order.quote.path, ...orderPages.quote },
  { path: paths.order.orderQuote.path, ...orderPages.quote },
  { path: paths.order.tryUsOut.path, ...orderPages.tryUsOut },
  { path: paths.order.tenFor49.path, ...orderPages.tenFor49 },
  { path: paths.order.client.path, ...orderPages.client },
];

/** Routes whose pages later issues build: their guards already apply; until then, not found. */

/** /my-profile: the account shell (sidebar) around its sub-pages; pages still to come stay inside it. */
const profilePages = {
  shell: lazyPage('profile-shell/routes/profile-layout', 'ProfileLayout'),
  holidaysCalendar: lazyPage('holidays/routes/holidays-calendar-page', 'HolidaysCalendarPage'),
  userDetails: lazyPage('user-details/routes/user-details-page', 'UserDetailsPage'),
  security: lazyPage('security/routes/security-page', 'SecurityPage'),
  team: lazyPage('team/routes/team-page', 'TeamPage'),
  billingOverview: lazyPage('billing-details/routes/billing-overview-page', 'BillingOverviewPage'),
  paymentsHistory: lazyPage('payment-history/routes/payments-history-page', 'PaymentsHistoryPage'),
  creditHistory: lazyPage('credits/routes/credit-history-page', 'CreditHistoryPage'),
  creditPacks: lazyPage('credits/routes/credit-packs-page', 'CreditPacksPage'),
  creditPurchase: lazyPage('credits/routes/credit-purchase-page', 'CreditPurchasePage'),
  myPlan: lazyPage('subscription/routes/my-plan-page', 'MyPlanPage'),
  subscriptionPurchase: lazyPage(
    'subscription/routes/subscription-purchase-page',
    'SubscriptionPurchasePage',
  ),
  subscriptionThankYou: lazyPage(
    'subscription/routes/subscription-thank-you-page',
    'SubscriptionThankYouPage',
  ),
  customFields: lazyPage('custom-fields/routes/custom-fields-page', 'CustomFieldsPage'),
  styleTemplates: lazyPage('style-templates/routes/style-templates-page', 'StyleTemplatesPage'),
  orders: lazyPage('orders/routes/orders-page', 'OrdersPage'),
  order: lazyPage('orders/routes/order-page', 'OrderPage'),
};
const { profile } = paths;
const profileRoute: RouteObject = {
  path: profile.root.path,
  ...profilePages.shell,
  children: [
    // A loader's redirect, so that the server answers it too (a browser without JavaScript).
    { index: true, loader: () => redirect(profile.userDetails.getHref()) },
    { path: profile.userDetails.path, ...profilePages.userDetails },
    { path: profile.security.path, ...profilePages.security },
    { path: profile.team.path, ...profilePages.team },
    {
      element: <RequirePermission allows={canSeeBilling} />,
      children: [
        {
          path: profile.billing.root.path,
          loader: () => redirect(profile.billing.overview.getHref()),
        },
        { path: profile.billing.overview.path, ...profilePages.billingOverview },
        { path: profile.billing.paymentsHistory.path, ...profilePages.paymentsHistory },
        { path: profile.billing.subscription.path, ...profilePages.myPlan },
        { path: profile.billing.subscriptionPurchase.path, ...profilePages.subscriptionPurchase },
        { path: profile.billing.subscriptionThankYou.path, ...profilePages.subscriptionThankYou },
      ],
    },
    {
      element: <RequirePermission allows={canSeeCreditHistory} />,
      children: [{ path: profile.billing.creditHistory.path, ...profilePages.creditHistory }],
    },
    {
      element: <RequirePermission allows={canSeeCreditPacks} />,
      children: [
        { path: profile.billing.credits.path, ...profilePages.creditPacks },
        { path: profile.billing.creditsPurchase.path, ...profilePages.creditPurchase },
      ],
    },
    {
      element: (
        <RequirePermission
          allows={canManageCustomFields}
          hint="Custom fields are managed by the owner of a team on an enterprise plan."
        />
      ),
      children: [{ path: profile.customFields.path, ...profilePages.customFields }],
    },
    {
      element: (
        <RequirePermission
          allows={canSeeStyleTemplates}
          hint="Style templates are managed by the owners of your team."
        />
      ),
      children: [{ path: profile.styleTemplates.path, ...profilePages.styleTemplates }],
    },
    { path: profile.orders.path, ...profilePages.orders },
    { path: profile.order.path, ...profilePages.order },
    ...Object.values(profile.holidaysCalendar).map(
      (page): RouteObject => ({ path: page.path, ...profilePages.holidaysCalendar }),
    ),
    { path: '*', Component: NotFoundPage },
  ],
};

/** The route under the standard layout whose children are the site's pages. */
const standardPagesId = 'standard-pages';

/**
 * The route tree with `leftOut` as the last pages under the standard layout, and `CatchAll` for
 * the addresses no route there matches.
 */
const routeTree = (leftOut: RouteObject[], CatchAll: ComponentType): RouteObject[] => [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <PageLoader isFullPage />,
    children: [
      { index: true, loader: rootRedirectLoader, element: <RootRedirect /> },
      {
        path: paths.loading.path,
        element: (
          <BareLayout>
            <LoadingPage />
          </BareLayout>
        ),
      },
      {
        // An enterprise client's landing page (§2.2): no header, the footer for most clients.
        path: paths.clientLanding.path,
        element: <ClientLandingLayout />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [{ index: true, ...lazyPages.clientLanding }],
          },
        ],
      },
      {
        element: <StandardLayout />,
        children: [
          {
            id: standardPagesId,
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: paths.redirect.path, ...lazyPages.redirect },
              { path: paths.crash.path, ...lazyPages.crash },
              { path: paths.unsubscribe.path, ...lazyPages.unsubscribe },
              // A guest reviewer's link (review-guests.ts): open to anyone who has it.
              { path: paths.guestReview.path, ...lazyPages.guestReview },
              ...orderRoutes,
              {
                element: <AppEnvOnly allow="non-production" />,
                children: [{ path: paths.uiKit.path, ...lazyPages.uiKit }],
              },
              {
                element: <AppEnvOnly allow="development" />,
                children: [{ path: paths.devMailbox.path, ...lazyPages.devMailbox }],
              },
              {
                element: <RequireGuest />,
                handle: guestOnlyHandle,
                children: [
                  { path: paths.login.path, ...lazyPages.login },
                  { path: paths.signup.path, ...lazyPages.signup },
                  { path: paths.resetPassword.root.path, ...lazyPages.resetRequest },
                  { path: paths.resetPassword.token.path, ...lazyPages.newPassword },
                  { path: paths.join.path, ...lazyPages.join },
                ],
              },
              {
                path: paths.resetPassword.other.path,
                element: <Navigate to={paths.root.getHref()} replace />,
              },
              {
                element: <RequireCustomer />,
                children: [
                  profileRoute,
                  { path: paths.orderFeedback.path, ...lazyPages.orderFeedback },
                ],
              },
              {
                element: <RequireUser />,
                children: [{ path: paths.capacityOverview.path, ...lazyPages.capacityOverview }],
              },
              { path: '*', Component: CatchAll },
              // Last, so that the places of the routes above are the same with or without them.
              ...leftOut,
            ],
          },
        ],
      },
    ],
  },
];

/** The left-out routes' module, as the build's manifest names it (entry-server.tsx preloads it). */
export const leftOutRoutesModule = 'src/app/left-out-routes.ts';

/**
 * The browser's routes: those it starts with on a customer's page, and how it adds the staff
 * console's and the site's (main.tsx, rendering/route-discovery.tsx), whose code is a chunk of its
 * own that a customer's page never downloads unless it goes to one of them.
 */
export const routeTables: TRouteTables = {
  start: routeTree([], LeftOutOrNotFound),
  parentId: standardPagesId,
  loadLeftOut: () => import('./left-out-routes').then((module) => module.leftOutRoutes),
  withLeftOut: (leftOut) => routeTree(leftOut, NotFoundPage),
};
