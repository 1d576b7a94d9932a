import { pagePaths } from '@deckhand/contract';

/**
 * Every route of the app (§2.2), as typed helpers. Components never write a URL by hand:
 * `paths.profile.orders.getHref()`, `paths.redirect.getHref(url)`. `path` is the router pattern.
 * The pages the server also sends people to (mails, redirects) take their addresses from the
 * contract's pagePaths; paths.test.ts checks each pattern matches them.
 */
type TStatic = { path: string; getHref: () => string };

const at = (path: string): TStatic => ({ path, getHref: () => path });
const segment = (value: string | number) => encodeURIComponent(String(value));

const profileRoot = pagePaths.profile;
const inProfile = (sub: string) => at(`${profileRoot}/${sub}`);

export const paths = {
  root: at('/'),
  login: at(pagePaths.login),
  signup: at(pagePaths.signup),
  join: {
    path: '/join/:token',
    getHref: pagePaths.join,
  },
  resetPassword: {
    root: at('/reset-password'),
    token: {
      path: '/reset-password/:token',
      getHref: pagePaths.resetPassword,
    },
    /** Any deeper sub-path goes to the root. */
    other: at('/reset-password/*'),
  },
  /** A guest reviewer's page: the link a guest is mailed or forwarded (no account). */
  guestReview: {
    path: '/review/:token',
    getHref: pagePaths.guestReview,
  },
  unsubscribe: {
    path: '/unsubscribe/:type',
    getHref: pagePaths.unsubscribe,
  },
  redirect: {
    path: '/redirect',
    getHref: (url: string) => `/redirect?${new URLSearchParams({ url }).toString()}`,
  },
  loading: at('/loading'),
  uiKit: at('/ui-kit'),
  /** The development mailbox (non-production): mail the app sent. */
  devMailbox: at('/dev/mailbox'),
  crash: at('/crash'),
  order: {
    now: at('/order-now'),
    ads: at('/order-ads'),
    quote: at('/quote'),
    orderQuote: at('/order-quote'),
    tryUsOut: at('/try-us-out'),
    tenFor49: at('/10-for-49'),
    /** The order flow of one enterprise customer. */
    client: {
      path: '/clients/:clientKey/order-now',
      getHref: (clientKey: string) => `/clients/${segment(clientKey)}/order-now`,
    },
  },
  orderFeedback: {
    path: '/orders/:id/feedback',
    getHref: (id: number) => `/orders/${segment(id)}/feedback`,
  },
  profile: {
    root: at(profileRoot),
    /** Router pattern for the whole profile area. */
    area: at(`${profileRoot}/*`),
    billing: {
      root: inProfile('billing'),
      overview: inProfile('billing/overview'),
      paymentsHistory: inProfile('billing/payments-history'),
      creditHistory: inProfile('billing/credit-history'),
      credits: inProfile('billing/credits'),
      creditsPurchase: inProfile('billing/credits/purchase'),
      subscription: inProfile('billing/subscription'),
      subscriptionPurchase: inProfile('billing/subscription/purchase'),
      subscriptionThankYou: inProfile('billing/subscription/thank-you'),
    },
    styleTemplates: inProfile('style-templates'),
    customFields: inProfile('custom-fields'),
    orders: at(pagePaths.profileOrders),
    /** One order's page (the spec does not show its path; the orders list links to it). */
    order: {
      path: `${profileRoot}/orders/:id`,
      getHref: pagePaths.profileOrder,
    },
    userDetails: inProfile('user-details'),
    security: inProfile('security'),
    team: inProfile('team'),
    holidaysCalendar: {
      root: inProfile('holidays-calendar'),
      list: inProfile('holidays-calendar/list'),
      table: inProfile('holidays-calendar/table'),
    },
  },
  capacityOverview: {
    path: '/reports/capacity-overview/:date?',
    getHref: (date?: string) => `/reports/capacity-overview${date ? `/${segment(date)}` : ''}`,
  },
  staffProfile: {
    capacityOverview: {
      path: '/staff-profile/capacity-overview/:email?',
      getHref: (email?: string) =>
        `/staff-profile/capacity-overview${email ? `/${segment(email)}` : ''}`,
    },
  },
  /** The staff console, where staff are sent from customer routes (§2.3). */
  staff: {
    root: at('/staff'),
    order: {
      path: '/staff/orders/:id',
      getHref: (id: number) => `/staff/orders/${segment(id)}`,
    },
    teams: at('/staff/teams'),
    holidays: at('/staff/holidays'),
    alerts: at('/staff/alerts'),
    team: {
      path: '/staff/teams/:id',
      getHref: (id: number) => `/staff/teams/${segment(id)}`,
    },
    auditLog: {
      path: '/staff/audit-log',
      getHref: (teamId?: number) => `/staff/audit-log${teamId ? `?teamId=${teamId}` : ''}`,
    },
  },
  clientLanding: {
    path: '/clients/:clientKey',
    getHref: pagePaths.clientLanding,
  },
  site: {
    about: {
      root: at('/about'),
      codeOfConduct: at('/about/code-of-conduct'),
      impact: at('/about/impact'),
      purpose: at('/about/purpose'),
      ourStory: at('/about/our-story'),
      team: at('/about/team'),
    },
    blog: at('/blog'),
    /** The blog's posts (features/site/content/blog/<slug>.mdx). */
    blogPosts: {
      oneMessagePerSlide: at('/blog/one-message-per-slide'),
      masterTemplates: at('/blog/master-templates'),
      readableCharts: at('/blog/readable-charts'),
      writingAGoodBrief: at('/blog/writing-a-good-brief'),
    },
    contactUs: at('/contact-us'),
    dedicatedTeams: at('/dedicated-teams'),
    documents: {
      cookiesPolicy: at('/documents/cookies-policy'),
      privacyPolicy: at('/documents/privacy-policy'),
      termsAndConditions: at('/documents/terms-and-conditions'),
      dataProcessingAgreement: at('/documents/data-processing-agreement'),
    },
    enterprises: at('/enterprises'),
    examples: at('/examples'),
    brandedMasterTemplate: at('/branded-master-template'),
    customDesign: at('/custom-design'),
    presentBetter: at('/present-better'),
    pricing: at('/pricing'),
    plans: at('/plans'),
    customerStories: at('/customer-stories'),
    security: at('/security'),
    services: at('/services'),
    templates: at('/templates'),
    treatments: {
      fixup: at('/treatments/fixup'),
      redesign: at('/treatments/redesign'),
    },
  },
} as const;
