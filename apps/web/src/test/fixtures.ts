import type { TCurrentUser, TInitResponse } from '@deckhand/contract';

/** A customer (team owner) that passes the contract's user schema. */
export function makeUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 7,
    name: 'Ada Customer',
    email: 'ada@example.com',
    address: null,
    balance: 0,
    cardDigits: null,
    city: null,
    company: 'Acme',
    country: null,
    currency: 'USD',
    currencySymbol: '$',
    customerAccountId: 3,
    customerRole: 'owner',
    customerType: 'new',
    dashboardUrl: null,
    dialCode: null,
    hasCard: false,
    hasCredits: false,
    hasDailyCapacity: false,
    isStaff: false,
    isRetainer: false,
    manageCredits: true,
    needsQuestions: false,
    notifications: null,
    orderId: null,
    phone: null,
    purchasedPackages: false,
    seeCreditBalance: true,
    state: null,
    subscription: false,
    subscriptionType: null,
    subscriptionProducts: [],
    supportsCustomFields: false,
    supportsConfidentialOrder: false,
    organisationName: null,
    suspended: false,
    suspendedReason: null,
    zip: null,
    settings: {},
    ...overrides,
  };
}

export function makeStaff(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return makeUser({
    id: 1,
    name: 'Sam Staff',
    email: 'sam@deckhand.test',
    isStaff: true,
    customerType: null,
    customerAccountId: null,
    orderId: null,
    customerRole: null,
    ...overrides,
  });
}

/** An init answer for an anonymous visitor in a test deployment. */
export function makeInit(overrides: Partial<TInitResponse> = {}): TInitResponse {
  return {
    alerts: [],
    countryCode: 'DK',
    env: { appEnv: 'test', paymentPublicKey: null, errorReportingDsn: null, userIp: '127.0.0.1' },
    flashMessage: null,
    isEu: true,
    popups: [],
    user: null,
    enableProCoupons: false,
    ...overrides,
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
