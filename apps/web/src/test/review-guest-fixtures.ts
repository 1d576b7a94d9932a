import type { TGuestInvite, TGuestReview, TReviewGuest } from '@deckhand/contract';
import { makeDeliveredOrder, makeSlidePreview } from './fixtures';

/**
 * A guest reviewer of order 8 as the team sees them: Gus Guest (guest 31), invited by e-mail by
 * Ada, active until 15 December 2026, not opened yet, unless told.
 */
export function makeReviewGuest(overrides: Partial<TReviewGuest> = {}): TReviewGuest {
  return {
    id: 31,
    kind: 'email',
    label: 'Gus Guest',
    email: 'gus@client.example',
    seenAs: [],
    canSeePrices: false,
    status: 'active',
    expiresAt: '2026-12-15T09:00:00.000000Z',
    createdAt: '2026-12-01T09:00:00.000000Z',
    createdBy: 'Ada Customer',
    lastSeenAt: null,
    isApprover: false,
    ...overrides,
  };
}

/** What /review/{token} shows before a name: order DH-10008, shared by Ada, with Gus's name. */
export function makeGuestInvite(overrides: Partial<TGuestInvite> = {}): TGuestInvite {
  return {
    orderNumber: 'DH-10008',
    invitedBy: 'Ada Customer',
    suggestedName: 'Gus Guest',
    expiresAt: '2026-12-15T09:00:00.000000Z',
    isSignedIn: false,
    ...overrides,
  };
}

/**
 * Order 8's review as its guest Gus sees it: version 1 delivered with a ready two-slide preview
 * (preview 4), waiting for a decision, Gus no approver, unless told.
 */
export function makeGuestReview(
  overrides: Partial<Omit<TGuestReview, 'guest'>> & { guest?: Partial<TGuestReview['guest']> } = {},
): TGuestReview {
  const [delivery] = makeDeliveredOrder().details.deliveries;
  const { guest, ...rest } = overrides;
  return {
    order: {
      id: 8,
      number: 'DH-10008',
      status: 'delivered',
      timezone: 'Europe/London',
      price: null,
    },
    guest: {
      name: 'Gus Guest',
      maskedEmail: 'g•••@client.example',
      isApprover: false,
      decision: null,
      ...guest,
    },
    deliveries: delivery
      ? [{ ...delivery, files: [], previews: [makeSlidePreview({ id: 4 })] }]
      : [],
    roundInReview: 1,
    dueAt: '2026-12-06T09:00:00.000000Z',
    approval: null,
    ...rest,
  };
}
