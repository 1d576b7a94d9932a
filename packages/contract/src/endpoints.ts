import type { TSlideImageSize } from './slide-previews.ts';

/**
 * Addresses of the /v1 calls of the accounts area, shared by the web client and the API tests.
 * The server registers the same paths (with `:param` patterns) under `apiPrefix`.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const endpoints = {
  init: '/init',
  countries: '/countries/names',
  users: {
    register: '/users/register',
    login: '/users/login',
    me: '/users/me',
    verify: (token: string) => `/users/verify/${segment(token)}`,
    logout: '/users/logout',
    /** GET: asks for a reset link by mail. */
    resetRequest: (email: string) => `/users/reset-password/${segment(email)}`,
    /** POST: sets the new password. */
    resetPassword: '/users/reset-password',
    /** GET: checks a reset token before the new-password form is shown. */
    verifyResetToken: (token: string) => `/users/verify/reset-password/${segment(token)}`,
    /** PUT: user details form. */
    details: '/users/me/details',
    /** PUT: change password (security page). */
    password: '/users/me/password',
    /** GET: this user's live sessions. */
    sessions: '/users/me/sessions',
    /** DELETE: end one other session. */
    session: (id: string) => `/users/me/sessions/${segment(id)}`,
    /** POST: end every session but the current one. */
    endOtherSessions: '/users/me/sessions/end-others',
  },
  oauth: {
    /** GET: the configured external identity providers. */
    providers: '/oauth/providers',
    /** GET: channel and popup address for one provider. */
    login: (provider: string) => `/oauth/login/${segment(provider)}`,
    callback: (provider: string) => `/oauth/callback/${segment(provider)}`,
  },
  customers: { settings: '/customers/settings' },
  /** GET: the team's capacity overview of a month (?year&month). */
  reports: { capacity: '/reports/capacity' },
  /** GET: the provider's holidays from last month on, by day (§3). */
  holidays: '/holidays',
  /** The team's custom fields (§6: owners of teams with supportsCustomFields). */
  customFields: {
    /** GET the list, POST adds one. */
    list: '/custom-fields',
    /** PATCH edits, DELETE removes. */
    one: (id: number) => `/custom-fields/${segment(id)}`,
    /** PUT: the fields in a new order. */
    order: '/custom-fields/order',
  },
  /** The team's style templates (§6: owners). */
  styleTemplates: {
    /** GET the list, POST adds one. */
    list: '/style-templates',
    /** PATCH edits, DELETE removes. */
    one: (id: number) => `/style-templates/${segment(id)}`,
    /** PUT: the templates in a new order. */
    order: '/style-templates/order',
  },
  unsubscribe: (type: string) => `/unsubscribe/${segment(type)}`,
  team: {
    /** GET members and pending invites. */
    members: '/team/members',
    /** GET and PUT the approvers and rule new orders start with. */
    approvalDefaults: '/team/approval-defaults',
    /** PATCH role and permissions, DELETE removes. */
    member: (id: number) => `/team/members/${segment(id)}`,
    /** POST: invite by email. */
    invites: '/team/invites',
    /** DELETE: revoke a pending invite. */
    invite: (id: number) => `/team/invites/${segment(id)}`,
    /** POST: a shareable join link. */
    inviteLink: '/team/invite-link',
    /** POST: leave the team. */
    leave: '/team/leave',
    /** GET the invite behind /join/{token}. */
    joinLookup: (token: string) => `/team/join/${segment(token)}`,
    /** POST: accept an invite (creates the account and logs it in). */
    join: '/team/join',
  },
  /** Billing (issue Billing): all need manageCredits unless marked public. */
  billing: {
    /** GET, PUT: the team's billing address and tax details (§3). */
    profile: '/billing/profile',
    /** GET the team's payment methods; POST adds a card (gateway token) or the invoice method. */
    paymentMethods: '/billing/payment-methods',
    /** PATCH (make default, edit), DELETE (remove). */
    paymentMethod: (id: number) => `/billing/payment-methods/${segment(id)}`,
    /** GET, public: the credit packs of §3. */
    creditPackages: '/billing/credit-packages',
    /** POST: buy a credit pack (idempotent by its key). */
    creditPurchases: '/billing/credit-purchases',
    /** GET: the credit ledger's entries, paged (§2.4). */
    creditEntries: '/billing/credit-entries',
    /** GET: payments, paged (§2.4). */
    payments: '/billing/payments',
    /** GET one payment (its status after a bank confirmation). */
    payment: (id: number) => `/billing/payments/${segment(id)}`,
    /** GET: the PDF receipt of a payment. */
    receipt: (id: number) => `/billing/payments/${segment(id)}/receipt`,
    /** GET, public: the purchasable plans (the Pro plan of §1). */
    subscriptionPlans: '/billing/subscription-plans',
    /** GET the team's subscription; POST buys one (idempotent by its key). */
    subscription: '/billing/subscription',
    /** POST: pause, resume, cancel the subscription. */
    subscriptionPause: '/billing/subscription/pause',
    subscriptionResume: '/billing/subscription/resume',
    subscriptionCancel: '/billing/subscription/cancel',
    /** POST: pay an overdue renewal now (lifts a failed-payment suspension). */
    subscriptionRetry: '/billing/subscription/retry',
    /** POST from Stripe only, proven by its signature (first request-guard exemption). */
    stripeWebhook: '/billing/webhooks/stripe',
  },
  /** POST, public: the browser's error reports (Sentry envelopes), forwarded to Sentry. */
  errorReports: '/error-reports',
  /** A guest reviewer's side (review-guests.ts): the link, then a cookie for that order only. */
  guestReviews: {
    /** GET, public: the invite behind a link (safe to call twice); rate-limited. */
    invite: (token: string) => `/guest-reviews/${segment(token)}`,
    /** POST { name }, public: start reviewing through the link (sets the guest's cookie). */
    session: (token: string) => `/guest-reviews/${segment(token)}/session`,
    /** GET: the review as the guest sees it (their cookie). */
    review: '/guest-review',
    /** POST { round }: the guest has a version in front of them. */
    opened: '/guest-review/opened',
    /** POST: mail an approver guest a one-time code. */
    code: '/guest-review/code',
    /** POST { decision, notes, code }: an approver guest's decision. */
    decision: '/guest-review/decision',
  },
  /** GET, public: an enterprise client's landing page data (404 for an unknown client). */
  clientLanding: (clientKey: string) => `/clients/${segment(clientKey)}/landing`,
  /** GET, public: the list prices per slide and the add-ons (the pricing page). */
  priceList: '/price-list',
  /** The order form (issue Ordering): public unless marked. */
  orderForms: {
    /** GET ?timezone=: the form data of one flow (§3). */
    form: (flowKey: string) => `/order-forms/${segment(flowKey)}`,
    /** POST: recompute the components a change affects and the price (§4). */
    calculation: (flowKey: string) => `/order-forms/${segment(flowKey)}/calculation`,
  },
  /** Orders of the caller's team (customers). */
  orders: {
    /** GET: the team's orders, paged (§2.4). */
    list: '/orders',
    /** POST: place an order (idempotent by its key). */
    create: '/orders',
    /** GET one order of the team. */
    order: (id: number) => `/orders/${segment(id)}`,
    /** POST the answer to a delivery: approve, or request a revision. */
    review: (id: number) => `/orders/${segment(id)}/review`,
    reviewExtend: (id: number) => `/orders/${segment(id)}/review/extend`,
    reviewReopen: (id: number) => `/orders/${segment(id)}/review/reopen`,
    reviewOpened: (id: number) => `/orders/${segment(id)}/review/opened`,
    /** PUT the named approvers and their rule (review-approvals.ts). */
    reviewApprovers: (id: number) => `/orders/${segment(id)}/review/approvers`,
    /** DELETE the caller's own decision on the version under review. */
    reviewDecision: (id: number) => `/orders/${segment(id)}/review/decision`,
    /** GET the order's guest reviewers; POST invites one by e-mail or makes a link (review-guests.ts). */
    reviewGuests: (id: number) => `/orders/${segment(id)}/review/guests`,
    /** DELETE: revoke a guest's access. */
    reviewGuest: (id: number, guestId: number) =>
      `/orders/${segment(id)}/review/guests/${segment(guestId)}`,
    /** POST a comment on the order's thread. */
    comments: (id: number) => `/orders/${segment(id)}/comments`,
    /** POST accept (and pay) or decline a priced quote. */
    quote: (id: number) => `/orders/${segment(id)}/quote`,
    /** GET the order's feedback; POST it once (§3, §4). */
    feedback: (id: number) => `/orders/${segment(id)}/feedback`,
    /** GET the comments pinned to the order's slides; POST a new one (team members and staff). */
    pins: (id: number) => `/orders/${segment(id)}/pins`,
    /** PATCH: edit one's own pin. */
    pin: (id: number, pinId: number) => `/orders/${segment(id)}/pins/${segment(pinId)}`,
    /** POST a reply to a pin. */
    pinReplies: (id: number, pinId: number) =>
      `/orders/${segment(id)}/pins/${segment(pinId)}/replies`,
    /** PATCH: edit one's own reply. */
    pinReply: (id: number, pinId: number, replyId: number) =>
      `/orders/${segment(id)}/pins/${segment(pinId)}/replies/${segment(replyId)}`,
    /** POST { resolved }: resolve or reopen a pin. */
    pinResolution: (id: number, pinId: number) =>
      `/orders/${segment(id)}/pins/${segment(pinId)}/resolution`,
    /** PUT { position, area }: place a pin on a version's slide by hand (a carried guess confirmed or moved). */
    pinPlacement: (id: number, pinId: number, previewId: number) =>
      `/orders/${segment(id)}/pins/${segment(pinId)}/placements/${segment(previewId)}`,
    /** GET each slide of a preview with the slide of another (earlier) preview it was. */
    previewCompare: (id: number, previewId: number, otherId: number) =>
      `/orders/${segment(id)}/previews/${segment(previewId)}/compare/${segment(otherId)}`,
    /** GET where a slide differs from a slide of another preview (computed once, kept). */
    slideChanges: (
      id: number,
      previewId: number,
      position: number,
      otherId: number,
      otherPosition: number,
    ) =>
      `/orders/${segment(id)}/previews/${segment(previewId)}/slides/${segment(position)}/changes/${segment(otherId)}/${segment(otherPosition)}`,
    /** GET the review's audit trail, with the chain's check. */
    reviewLog: (id: number) => `/orders/${segment(id)}/review-log`,
    /** GET the audit trail as a CSV file. */
    reviewLogCsv: (id: number) => `/orders/${segment(id)}/review-log.csv`,
    /** GET the audit trail as a PDF. */
    reviewLogPdf: (id: number) => `/orders/${segment(id)}/review-log.pdf`,
    /** GET a delivered file's brand check (the report of its accepted findings). */
    brandCheck: (id: number, previewId: number) =>
      `/orders/${segment(id)}/previews/${segment(previewId)}/brand-check`,
    /** GET one rendered slide's image (thumb, medium or large) of a delivered file's preview. */
    slideImage: (id: number, previewId: number, position: number, size: TSlideImageSize) =>
      `/orders/${segment(id)}/previews/${segment(previewId)}/slides/${segment(position)}/${segment(size)}`,
  },
  /** The staff console (staff only). */
  staff: {
    /** GET every team's orders: the queue. */
    orders: '/staff/orders',
    order: (id: number) => `/staff/orders/${segment(id)}`,
    /** POST start the work, or cancel. */
    transitions: (id: number) => `/staff/orders/${segment(id)}/transitions`,
    /** POST deliver files. */
    deliveries: (id: number) => `/staff/orders/${segment(id)}/deliveries`,
    /** POST: publish the draft delivery (held back by its brand check) to the customer. */
    publishDraft: (id: number) => `/staff/orders/${segment(id)}/deliveries/draft/publish`,
    /** POST the price of a requested quote. */
    quote: (id: number) => `/staff/orders/${segment(id)}/quote`,
    /** POST a comment as Deckhand. */
    comments: (id: number) => `/staff/orders/${segment(id)}/comments`,
    /** POST: render a failed or unavailable preview again. */
    previewRetry: (id: number, previewId: number) =>
      `/staff/orders/${segment(id)}/previews/${segment(previewId)}/retry`,
    /** GET the brand check of a delivered file against the order's style template. */
    brandCheck: (id: number, previewId: number) =>
      `/staff/orders/${segment(id)}/previews/${segment(previewId)}/brand-check`,
    /** POST: mark a finding of that check intended with a reason (or take it back). */
    brandDecisions: (id: number, previewId: number) =>
      `/staff/orders/${segment(id)}/previews/${segment(previewId)}/brand-check/decisions`,
    /** GET every team, paged and searched. */
    teams: '/staff/teams',
    team: (id: number) => `/staff/teams/${segment(id)}`,
    /** PUT the team's settings. */
    teamSettings: (id: number) => `/staff/teams/${segment(id)}/settings`,
    /** POST a credit adjustment with a reason. */
    creditAdjustments: (id: number) => `/staff/teams/${segment(id)}/credit-adjustments`,
    /** GET: a customer's capacity overview (?email&year&month). */
    capacity: '/staff/reports/capacity',
    /** GET the alerts scheduled, showing and recently ended; POST one. */
    alerts: '/staff/alerts',
    /** DELETE: ends an alert now. */
    alert: (id: number) => `/staff/alerts/${segment(id)}`,
    /** GET the holidays ahead; POST one. */
    holidays: '/staff/holidays',
    /** DELETE one holiday. */
    holiday: (id: number) => `/staff/holidays/${segment(id)}`,
    /** GET the staff audit log, newest first. */
    auditLog: '/staff/audit-log',
    /** GET: the share of automatic approvals never opened, by month (?months). */
    reviewFairness: '/staff/review-fairness',
  },
  /** Uploaded files (§3); the bytes arrive through tus at `uploadsTusPath` (uploads.ts). */
  uploads: {
    /** GET the §3 result; DELETE an upload no order has taken. */
    file: (id: string) => `/uploads/${segment(id)}`,
    /** GET the bytes as an attachment (owner team, or the anonymous uploader within 24 h). */
    content: (id: string) => `/uploads/${segment(id)}/content`,
  },
  /**
   * The sandbox gateway's own pages (not under /v1): the card frame the browser types a card
   * into, and the call that turns a card into a token. Card numbers reach only these.
   */
  sandboxGateway: {
    cardFrame: '/sandbox-gateway/card-frame',
    tokens: '/sandbox-gateway/tokens',
    /** The sandbox's bank check (3-D Secure) page for a client secret, and its Complete/Fail call. */
    bankCheck: '/sandbox-gateway/bank-check',
  },
  /**
   * socket.io path (not under the /v1 JSON prefix rules). A client joins a channel by emitting
   * `subscribe` with { channel } and reads the acknowledgement { ok, message? }: the server
   * authorises each channel on that message (the handshake carries the session cookie or a
   * Bearer token in `auth.token`).
   */
  realtime: { path: '/v1/realtime', subscribe: 'subscribe' },
} as const;
