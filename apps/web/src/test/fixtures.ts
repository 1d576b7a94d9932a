import type {
  TCurrentUser,
  TInitResponse,
  TOrderResponse,
  TReviewClock,
  TReviewPin,
  TReviewPinPlacement,
  TSlidePreview,
  TStaffOrderResponse,
} from '@deckhand/contract';

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

/**
 * A delivered file's preview, ready: `slideCount` slides (2 unless told) of 1600x900, all done.
 * Its file id follows its id (preview 4 shows file ...0004); other states override `status`.
 */
export function makeSlidePreview(
  overrides: Partial<TSlidePreview> & { slideCount?: number } = {},
): TSlidePreview {
  const id = overrides.id ?? 1;
  const slideCount = overrides.slideCount ?? 2;
  return {
    id,
    fileId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    fileName: 'Final deck.pptx',
    status: 'ready',
    slideCount,
    slidesDone: slideCount,
    reason: null,
    slides: Array.from({ length: slideCount }, (_, index) => ({
      position: index + 1,
      width: 1600,
      height: 900,
    })),
    updatedAt: '2026-12-01T09:02:00.000000Z',
    brandCheck: null,
    ...overrides,
  };
}

/**
 * An open comment pinned by the customer (the caller: `isOwn`) to the middle of slide 1 of
 * preview 1, round 1, not sent with a revision request yet. Its number follows its id.
 */
/** Where a pin sits on a version: placed by a person on slide 1 of version 1 unless told. */
export function makePinPlacement(
  overrides: Partial<TReviewPinPlacement> = {},
): TReviewPinPlacement {
  return {
    previewId: 1,
    round: 1,
    position: 1,
    x: 0.5,
    y: 0.5,
    w: null,
    h: null,
    state: 'placed',
    carriedFrom: null,
    areaChanged: null,
    ...overrides,
  };
}

export function makeReviewPin(overrides: Partial<TReviewPin> = {}): TReviewPin {
  const id = overrides.id ?? 1;
  return {
    id,
    number: id,
    authorName: 'Ada Customer',
    fromStaff: false,
    fromGuest: false,
    isOwn: true,
    body: `Comment ${id}`,
    at: '2026-12-02T11:00:00.000000Z',
    editedAt: null,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    requestedOnVersion: null,
    answer: null,
    placements: [makePinPlacement()],
    replies: [],
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

export const deliveredDeckId = '00000000-0000-4000-8000-000000000009';

/**
 * Order 8, delivered (round 1, a late delivery of 'Final deck.pptx', file `deliveredDeckId`, no
 * preview), in its review window with one of two revision rounds used: `overrides` change details.
 */
export function makeDeliveredOrder(
  overrides: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  return {
    order: {
      id: 8,
      number: 'DH-10008',
      status: 'delivered',
      flowKey: 'order-now',
      treatment: 'redesign',
      slides: 12,
      turnaround: '72h',
      promisedDeliveryAt: '2026-11-30T17:00:00.000000Z',
      timezone: 'Europe/London',
      price: null,
      paymentMethod: 'invoice',
      createdAt: '2026-11-25T10:00:00.000000Z',
    },
    details: {
      flowName: 'Order now',
      placedBy: 'Olivia Owens',
      placedByUserId: 12,
      turnaroundName: '72 hours',
      timeline: [],
      files: [],
      googleSlidesUrls: [],
      useSharingLinks: false,
      brief: '',
      style: { type: null, templateName: null },
      customFields: [],
      poNumber: null,
      deliveries: [
        {
          round: 1,
          note: 'Your new deck.',
          at: '2026-12-01T09:00:00.000000Z',
          late: true,
          draft: false,
          files: [
            {
              id: deliveredDeckId,
              name: 'Final deck.pptx',
              link: `/v1/uploads/${deliveredDeckId}/content`,
              date: '2026-12-01T09:00:00.000000Z',
              status: 'complete',
              sizeBytes: 5_000_000,
              tag: 'deliverable',
            },
          ],
          previews: [],
        },
      ],
      review: {
        dueAt: '2026-12-06T09:00:00.000000Z',
        clock: null,
        reopen: null,
        approval: null,
        revisionsUsed: 1,
        revisionsIncluded: 2,
        extraRoundPrice: 3_000,
      },
      lateDeliveryCredit: { amount: 2_700, at: '2026-12-01T09:00:00.000000Z' },
      extras: [],
      comments: [],
      feedback: null,
      ...overrides,
    },
  };
}

/**
 * The review clock of makeDeliveredOrder's round, running: 2 business days 4 hours left, due at
 * 9:00 on 9 December 2026 in London, a weekend and a closure not counted, not extended yet.
 */
export function makeReviewClock(overrides: Partial<TReviewClock> = {}): TReviewClock {
  return {
    state: 'running',
    dueAt: '2026-12-09T09:00:00.000000Z',
    msLeft: 52 * 60 * 60 * 1000,
    pausedAt: null,
    extendedAt: null,
    canExtend: true,
    countryCode: 'GB',
    countryName: 'United Kingdom',
    timeZone: 'Europe/London',
    skippedDays: [
      { date: '2026-12-05', reason: 'weekend', name: null },
      { date: '2026-12-06', reason: 'weekend', name: null },
      { date: '2026-12-08', reason: 'closure', name: 'Company day' },
    ],
    ...overrides,
  };
}

/** makeDeliveredOrder as the staff console reads it: with its team and what staff may do. */
export function makeStaffOrder(
  details: Partial<TOrderResponse['details']> = {},
  overrides: Partial<Omit<TStaffOrderResponse, 'order' | 'details'>> = {},
): TStaffOrderResponse {
  const { order, details: orderDetails } = makeDeliveredOrder(details);
  return {
    order,
    details: orderDetails,
    team: { id: 2, name: 'Northwind Studio', customerType: 'returning' },
    placedByEmail: 'owner@example.com',
    currency: 'USD',
    actions: ['cancel'],
    feedback: null,
    ...overrides,
  };
}
