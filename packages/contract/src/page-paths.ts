/**
 * The web pages (§2.2) that the server sends people to: redirects after a link is followed and
 * the links inside mails. The web's lib/paths.ts holds every page and takes these addresses
 * from here; its paths.test.ts checks that each of its route patterns matches them.
 */
const segment = (value: string) => encodeURIComponent(value);

export const pagePaths = {
  login: '/login',
  signup: '/signup',
  profile: '/my-profile',
  profileOrders: '/my-profile/orders',
  profileOrder: (id: number) => `/my-profile/orders/${segment(String(id))}`,
  /** An order in the staff console (the review comments digest links staff here). */
  staffOrder: (id: number) => `/staff/orders/${segment(String(id))}`,
  join: (token: string) => `/join/${segment(token)}`,
  resetPassword: (token: string) => `/reset-password/${segment(token)}`,
  /** A guest reviewer's page (review-guests.ts): the link a guest is mailed or forwarded. */
  guestReview: (token: string) => `/review/${segment(token)}`,
  unsubscribe: (type: string) => `/unsubscribe/${segment(type)}`,
  /** An enterprise client's landing page (the sitemap lists them). */
  clientLanding: (clientKey: string) => `/clients/${segment(clientKey)}`,
} as const;
