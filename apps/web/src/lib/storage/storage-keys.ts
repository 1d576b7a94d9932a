/** Every key the app keeps in browser storage, in one place. */
export const storageKeys = {
  deviceId: 'deckhand.device-id',
  referrer: 'deckhand.referrer',
  dismissedAlerts: 'deckhand.dismissed-alerts',
  /** Init popups (the upsell offer) already answered, by the offer they made. */
  dismissedPopups: 'deckhand.dismissed-popups',
  /** Order form data kept between visits; cleared on logout (§4). */
  orderFormData: 'deckhand.order-form',
  /** Comment events of orders kept locally; cleared on logout (§4). */
  commentEvents: 'deckhand.comment-events',
  /** Profile navigation links already visited (the holiday calendar's "New" mark). */
  visitedLinks: 'deckhand.visited-links',
  /** Holiday reminders dismissed or clicked: when, by holiday range and kind (§4). */
  holidayReminders: 'deckhand.holiday-reminders',
  /** Which holiday reminder kinds are on (daily, weekly, monthly; all by default, §4). */
  holidayReminderSettings: 'deckhand.holiday-reminder-settings',
  /** The cookie banner's answer (§3 cookie setting: thirdParties). */
  cookieSettings: 'deckhand.cookie-settings',
  /** Payment attempts in flight or waiting for the bank's check, by page (sessionStorage). */
  paymentAttempts: 'deckhand.payment-attempts',
  /** Whether the profile sidebar is collapsed to icons. */
  profileSidebarCollapsed: 'deckhand.profile-sidebar-collapsed',
} as const;

export type TStorageKey = (typeof storageKeys)[keyof typeof storageKeys];
