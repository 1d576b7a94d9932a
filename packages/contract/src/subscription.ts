import { z } from 'zod';
import { ZIdempotencyKey, ZPaymentResult } from './payments.ts';
import { requiredString, ZRouteId, ZServerDate } from './validation.ts';

/**
 * The Pro plan of §1 as a subscription: its plans, a team's subscription and what changes it.
 * Amounts are integer minor units of `currency`; screens format them with formatMinorUnits.
 */

/**
 * Who is offered the online subscription (init popup 'onlineSubscriptions'): a team that placed
 * at least `minOrders` orders (paid or under way, not quotes or cancelled ones) in the last `days`.
 */
export const subscriptionOffer = { minOrders: 3, days: 60 } as const;

/** The init popup of the online subscription offer: the orders that earned it. */
export const ZOnlineSubscriptionsPopup = z.object({
  key: z.literal('onlineSubscriptions'),
  orders: z.number().int().min(0),
  days: z.number().int().positive(),
});
export type TOnlineSubscriptionsPopup = z.infer<typeof ZOnlineSubscriptionsPopup>;

export const subscriptionStatusValues = ['active', 'paused', 'pastDue', 'cancelled'] as const;
export const ZSubscriptionStatus = z.enum(subscriptionStatusValues);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** A purchasable plan (the Pro plan of §1). */
export const ZSubscriptionPlan = z.object({
  key: z.string(),
  name: z.string(),
  /** Price per period, minor units. */
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  intervalMonths: z.number().int().positive(),
  turnaroundHours: z.number().int().positive(),
  /** Slides a day the plan reserves for the team. */
  dailyCapacity: z.number().int().positive(),
  features: z.array(z.string()),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;

/** GET /billing/subscription-plans (public). */
export const ZSubscriptionPlansResponse = z.object({ plans: z.array(ZSubscriptionPlan) });
export type TSubscriptionPlansResponse = z.infer<typeof ZSubscriptionPlansResponse>;

/** The team's subscription as My plan shows it. */
export const ZSubscription = z.object({
  id: z.number().int(),
  planKey: z.string(),
  planName: z.string(),
  status: ZSubscriptionStatus,
  currentPeriodStart: ZServerDate,
  /** When the next renewal is charged (or, with cancelAtPeriodEnd, when it ends). */
  currentPeriodEnd: ZServerDate,
  cancelAtPeriodEnd: z.boolean(),
  pausedAt: ZServerDate.nullable(),
  /** Price per period, minor units. */
  amount: z.number().int(),
  currency: z.string().length(3),
  intervalMonths: z.number().int().positive(),
  /** The card renewals charge ('Visa •••• 4242'); null when the team's default card is used and none is live. */
  methodLabel: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /**
   * Set while the renewal of this period waits for the payment gateway, which did not answer (a
   * timeout, a server error): the plan stays active and the renewal is tried again until this
   * time, the end of the grace period; still unanswered then, the renewal is overdue. Null
   * otherwise. My plan shows subscriptionMessages.renewalRetrying meanwhile.
   */
  renewalRetryUntil: ZServerDate.nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/**
 * A plan agreed with the team outside the checkout (an enterprise contract: customerType
 * subscription, §2.6's subscription navigation): the slides a day it reserves, null when none.
 */
export const ZContractPlan = z.object({
  dailyCapacity: z.number().int().positive().nullable(),
});
export type TContractPlan = z.infer<typeof ZContractPlan>;

/**
 * GET /billing/subscription: the live subscription, or null; and the team's contract plan when it
 * has one and no live subscription (null otherwise).
 */
export const ZSubscriptionResponse = z.object({
  subscription: ZSubscription.nullable(),
  contractPlan: ZContractPlan.nullable(),
});
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

/** POST /billing/subscription: buy a plan with a saved card, once per idempotency key. */
export const ZSubscriptionPurchaseRequest = z.object({
  planKey: requiredString(40),
  paymentMethodId: ZRouteId,
  idempotencyKey: ZIdempotencyKey,
});
export type TSubscriptionPurchaseRequest = z.infer<typeof ZSubscriptionPurchaseRequest>;

/** The answer of a purchase: the payments core's result. */
export const ZSubscriptionPurchaseResponse = ZPaymentResult;

/** POST /billing/subscription/retry: pay the overdue renewal with this card. */
export const ZSubscriptionRetryRequest = z.object({
  paymentMethodId: ZRouteId,
  idempotencyKey: ZIdempotencyKey,
});
export type TSubscriptionRetryRequest = z.infer<typeof ZSubscriptionRetryRequest>;
export const ZSubscriptionRetryResponse = ZPaymentResult;

/** POST pause, resume, cancel: the subscription as it now stands and what to tell the customer. */
export const ZSubscriptionChangeResponse = z.object({
  subscription: ZSubscription,
  message: z.string(),
});
export type TSubscriptionChangeResponse = z.infer<typeof ZSubscriptionChangeResponse>;

/** Texts of the subscription pages, refusals and alerts. The spec words only the promotion. */
export const subscriptionMessages = {
  myPlanHeading: 'My plan',
  purchaseHeading: 'Get the Pro plan',
  thankYouHeading: (planName: string) => `Thank you for choosing ${planName}!`,
  thankYouText: (planName: string) =>
    `Your ${planName} plan is active. Your team now has its own daily capacity, a 10-hour turnaround and priority project management.`,
  /** The thank-you page of a team whose Pro plan is not (or no longer) active. */
  noActivePlanHeading: 'No Pro plan is active',
  inactivePlanText: (planName: string, status: TSubscriptionStatus) =>
    ({
      active: `Your ${planName} plan is active.`,
      paused: `Your ${planName} plan is paused.`,
      pastDue: `The renewal of your ${planName} plan is overdue.`,
      cancelled: `Your ${planName} plan has ended.`,
    })[status],
  /** My plan of a team with a contract plan (an enterprise contract, no checkout). */
  contractPlanTitle: 'Your enterprise plan',
  contractPlanCapacity: (slides: number | null) =>
    slides === null
      ? 'Your team has an enterprise plan.'
      : `Your team has an enterprise plan: ${slides} slides a day are reserved for you.`,
  contractPlanNote:
    'The plan was agreed with your account manager: contact us to change it. Orders are scheduled into your daily capacity.',
  contractPlanInsights: 'See your capacity',
  thankYouNextSteps: [
    'Place an order as usual: it is scheduled into your daily capacity.',
    'Follow your capacity in the insights dashboard.',
    'Manage the plan, its card and renewals on the My plan page.',
  ],
  thankYouOrderLink: 'Place an order',
  thankYouPlanLink: 'Go to My plan',
  /** The promotion of §1 and §2.5. */
  promoTitle: 'Meet the new Pro plan',
  promoText:
    'A 10-hour turnaround, priority project management and flexible pay-per-slide subscription.',
  learnMore: 'Learn More',
  getPro: 'Get Pro',
  /**
   * The online subscription offer (§3 modal flag onlineSubscriptionsPopup): once, on the orders
   * list, to people who may buy the plan, have none and order often (subscriptionOffer).
   */
  offerTitle: 'You order often: the Pro plan may suit you',
  offerText: (orders: number, days: number) =>
    `Your team placed ${orders} orders in the last ${days} days. With the Pro plan, bought online with a card, your team gets its own daily capacity, a 10-hour turnaround and priority project management.`,
  offerAction: 'See the Pro plan',
  offerDismiss: 'Not now',
  perInterval: (months: number) => (months === 1 ? 'per month' : `every ${months} months`),
  renewsEvery: (months: number) =>
    `The plan renews ${months === 1 ? 'every month' : `every ${months} months`} with this card until you cancel it.`,
  noPlans: 'No plan can be bought right now.',
  paymentDescription: (planName: string) => `${planName} plan, monthly`,
  renewalDescription: (planName: string) => `${planName} plan renewal`,
  /** Refusals. */
  alreadySubscribed: 'You already have a subscription.',
  planNotFound: 'This plan is not available.',
  noSubscription: 'You have no subscription.',
  notActive: 'Only an active subscription can be paused.',
  notPaused: 'The subscription is not paused.',
  alreadyEnding: 'The subscription already ends at the end of this period.',
  notCancellable: 'This subscription cannot be cancelled now.',
  nothingOverdue: 'Nothing is overdue on your subscription.',
  /** Confirmations (openConfirmDialog) and their outcomes. */
  pauseTitle: 'Pause the subscription?',
  pauseText:
    'Renewals stop while the subscription is paused. Resume it any time: a period that ended meanwhile renews at once.',
  pauseConfirm: 'Pause',
  paused: 'Your subscription is paused.',
  resumeTitle: 'Resume the subscription?',
  resumeText: 'Renewals start again with the card on file.',
  resumeConfirm: 'Resume',
  resumed: 'Your subscription is active again.',
  cancelTitle: 'Cancel the subscription?',
  cancelText:
    'The plan stays active until the end of the current period, then ends. Your team goes back to paying per order.',
  cancelConfirm: 'Cancel subscription',
  cancelled: 'Your subscription will end at the end of the current period.',
  /** A renewal waiting for the payment gateway, which did not answer (renewalRetryUntil). */
  renewalRetrying: 'We could not reach the bank; we will try again',
  /** The overdue state and its "pay now" call. */
  overdueTitle: 'Payment overdue',
  overdueText:
    'We could not renew your subscription with your card. Pay now to restore your account.',
  payNow: 'Pay now',
  retrySucceeded: 'Thank you: the renewal is paid and your account is active again.',
  /** Init alerts (§3 alert keys subscriptionpaused and suspended). */
  pausedAlert: 'Your subscription is paused. Resume it on the My plan page to renew.',
  statusLabels: {
    active: 'Active',
    paused: 'Paused',
    pastDue: 'Payment overdue',
    cancelled: 'Cancelled',
  } satisfies Record<TSubscriptionStatus, string>,
} as const;
