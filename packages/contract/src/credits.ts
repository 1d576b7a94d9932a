import { z } from 'zod';
import { accountMessages } from './messages.ts';
import { computePercentShare } from './money.ts';
import { pageOf, pageQuery } from './paging.ts';
import { paymentMessages, ZIdempotencyKey, ZPaymentResult } from './payments.ts';
import { ZRouteId, ZServerDate } from './validation.ts';

/**
 * Credit packs (§3) and the credit ledger. Every amount here is integer minor units (cents) of
 * `currency`, like all money in this API; screens format it with formatMinorUnits. Only the
 * init payload's upsell popup (ZUpsellPopup) speaks major units, as the current user's balance does.
 */

export const creditPackageNames = ['Bronze', 'Silver', 'Gold'] as const;
export const creditPackageColours = ['silver', 'gold', 'bronze'] as const;
export const creditEntryKindValues = ['purchase', 'spend', 'refund', 'adjustment'] as const;

export const ZCreditPackageName = z.enum(creditPackageNames);
export const ZCreditPackageColour = z.enum(creditPackageColours);
export const ZCreditEntryKind = z.enum(creditEntryKindValues);

const ZMinorUnits = z.number().int();

/** A credit pack as the credit packs page shows it (§3). */
export const ZCreditPackage = z.object({
  id: z.number().int().positive(),
  name: ZCreditPackageName,
  /** The price, in minor units. */
  amount: ZMinorUnits.positive(),
  /** The credits it buys, in minor units of the same currency (amount + discount.amount). */
  credits: ZMinorUnits.positive(),
  currency: z.string().length(3),
  /** What the pack gives beyond its price: credits - amount, and that as a percentage of amount. */
  discount: z.object({ amount: ZMinorUnits.min(0), percentage: z.number().min(0) }),
  colour: ZCreditPackageColour,
  pros: z.array(z.string()),
});

/** The reduced form of §3: no colour or pros, and the discount as a single number (minor units). */
export const ZCreditPackageReduced = ZCreditPackage.omit({ colour: true, pros: true }).extend({
  discount: ZMinorUnits.min(0),
});

/** GET /billing/credit-packages (public): the active packs in their order. */
export const ZCreditPackagesResponse = z.object({ packages: z.array(ZCreditPackage) });

/** One ledger entry: signed amount (purchases and refunds add, spends take away). */
export const ZCreditEntry = z.object({
  id: z.number().int(),
  kind: ZCreditEntryKind,
  amount: ZMinorUnits,
  balanceAfter: ZMinorUnits.min(0),
  currency: z.string().length(3),
  reason: z.string(),
  /** What caused it: 'payment:<id>', 'order:<id>', a staff adjustment's reference. */
  reference: z.string(),
  createdAt: ZServerDate,
});

export const creditEntrySortOptions = ['date'] as const;
/** GET /billing/credit-entries query (§2.4): newest first unless sort says date:asc. */
export const ZCreditEntriesQuery = pageQuery(creditEntrySortOptions);
export const ZCreditEntriesResponse = pageOf(ZCreditEntry);

/** POST /billing/credit-purchases: buy a pack with a saved card, once per idempotency key. */
export const ZCreditPurchaseRequest = z.object({
  packageId: ZRouteId,
  paymentMethodId: ZRouteId,
  /** Made by the browser once per purchase attempt (a UUID); a retry sends the same key. */
  idempotencyKey: ZIdempotencyKey,
});

/**
 * The credit packs' purchase form: the chosen card as its radio's text, checked by the request's
 * rule and sent as its id.
 */
export const ZCreditPurchaseForm = z.object({
  paymentMethodId: z
    .string()
    .min(1, paymentMessages.paymentMethodRequired)
    .refine(
      (value) => ZCreditPurchaseRequest.shape.paymentMethodId.safeParse(value).success,
      paymentMessages.paymentMethodRequired,
    )
    .transform(Number),
});

/** The answer of a purchase: the payments core's result (the payment as it stands). */
export const ZCreditPurchaseResponse = ZPaymentResult;

/** Texts of the credit pages and the ledger's refusals. The spec words only the offer. */
export const creditMessages = {
  /** Spec §6/§9 'saving up to 10%': the same words as the sidebar's offer. */
  offer: accountMessages.creditsOffer,
  packsHeading: 'Credit packs',
  packsIntro:
    'Pay once, order whenever you need: credits pay for your orders, and a bigger pack saves up to 10%.',
  videoLink: 'How credit packs work',
  videoTitle: 'How credit packs work',
  videoDescription:
    'Buy a pack and its credits go on your team’s balance. Each order you place is paid from that balance, so nobody needs a card at checkout. Bigger packs add more free credits: up to 10% on top of what you pay.',
  buy: 'Buy',
  purchaseHeading: 'Buy a credit pack',
  pay: 'Pay',
  addCard: 'Add a card',
  noCards: 'Add a card to pay for the pack.',
  purchased: (name: string) => `You have bought the ${name} pack. Its credits are on your balance.`,
  purchaseReason: (name: string) => `Bought the ${name} pack`,
  historyHeading: 'Credit history',
  /** The upsell popup of init (§3 popups): the offer, once, in the profile area. */
  upsellTitle: (percentage: number) => `Save ${percentage}% on your next orders`,
  upsellText: (offer: { amount: string; slides: number; discount: string }) =>
    `Buy ${offer.amount} of credits, enough for about ${offer.slides} slides, and get ${offer.discount} more to spend on top.`,
  upsellAction: 'See credit packs',
  upsellDismiss: 'Not now',
  historyEmpty: 'No credit movements yet. Buying a credit pack adds its credits here.',
  packageUnavailable: 'This credit pack is no longer available.',
  unknownPackage: 'Please choose a credit pack.',
  insufficientCredits: 'Your credit balance is too low for this.',
  notAllowed: 'Only members who manage credits can buy credit packs.',
  /**
   * After an order paid by card (§3 modal flag couldSavePopup): what the best pack would have
   * saved on it (findCouldSaveOffer). Once per person.
   */
  couldSaveTitle: 'Save on your next order',
  couldSaveText: (offer: { saving: string; pack: string; percentage: number }) =>
    `You could have saved ${offer.saving} on this order with the ${offer.pack} pack. Its credits pay for your orders, with ${offer.percentage}% more to spend than you pay.`,
  couldSaveAction: 'See credit packs',
  couldSaveDismiss: 'Not now',
} as const;

/** One scene of the credit packs explainer video: what it shows, and its transcript. */
export interface TCreditPackVideoScene {
  title: string;
  caption: string;
  /**
   * Short labels drawn as boxes under the caption: the pack names (creditPackageNames) side by
   * side, anything else as steps from left to right.
   */
  cards?: readonly string[];
}

/**
 * The credit packs explainer (§2.5 video modal), scene by scene: the video
 * (apps/web/build-tools/make-credit-pack-video.ts), its captions and the modal's transcript are
 * all made from these words. No prices or amounts: they change, and the page shows them.
 */
export const creditPackVideoScenes: readonly TCreditPackVideoScene[] = [
  {
    title: 'Choose your pack',
    caption: 'Pick Bronze, Silver or Gold. The bigger the pack, the more bonus credits it adds.',
    cards: ['Bronze', 'Silver', 'Gold'],
  },
  {
    title: 'Pay once with a saved card',
    caption: 'One payment with a card saved on your account buys the whole pack.',
    cards: ['Saved card', 'One payment'],
  },
  {
    title: 'Credits go on your team’s balance',
    caption: 'The pack’s credits, with its bonus, go on your team’s balance, ready for any order.',
    cards: ['Pack bought', 'Credits + bonus', 'Team balance'],
  },
  {
    title: 'Orders are paid from the balance',
    caption:
      'Each order is paid from the balance, so nobody needs a card at checkout. Credit history lists every move.',
    cards: ['New order', 'Paid from balance', 'Credit history'],
  },
];

/**
 * What a credit pack would have saved on an order of `total` (minor units of `currency`): the
 * best pack whose credits cover the order (the highest percentage; the cheaper one on a tie), or
 * the largest pack when none does; its percentage of the total. Only packs in the order's
 * currency count. Null when no pack saves anything.
 */
export function findCouldSaveOffer(options: {
  total: number;
  currency: string;
  packages: readonly Pick<
    TCreditPackage,
    'name' | 'amount' | 'credits' | 'currency' | 'discount'
  >[];
}): { pack: TCreditPackageName; percentage: number; saving: number } | null {
  const { total, currency } = options;
  if (total <= 0) return null;
  const packs = options.packages.filter((pack) => pack.currency === currency);
  const covering = packs
    .filter((pack) => pack.credits >= total)
    .sort((a, b) => b.discount.percentage - a.discount.percentage || a.amount - b.amount);
  const largest = [...packs].sort((a, b) => b.credits - a.credits)[0];
  const pack = covering[0] ?? largest;
  if (!pack) return null;
  const saving = computePercentShare(total, pack.discount.percentage);
  return saving > 0 ? { pack: pack.name, percentage: pack.discount.percentage, saving } : null;
}

/** The discount of a pack with this price and these credits. */
export function getCreditPackageDiscount(amount: number, credits: number) {
  const extra = Math.max(0, credits - amount);
  return { amount: extra, percentage: Math.round((extra / amount) * 10_000) / 100 };
}

export type TCreditPackageName = z.infer<typeof ZCreditPackageName>;
export type TCreditPackageColour = z.infer<typeof ZCreditPackageColour>;
export type TCreditEntryKind = z.infer<typeof ZCreditEntryKind>;
export type TCreditPackage = z.infer<typeof ZCreditPackage>;
export type TCreditPackageReduced = z.infer<typeof ZCreditPackageReduced>;
export type TCreditPackagesResponse = z.infer<typeof ZCreditPackagesResponse>;
export type TCreditEntry = z.infer<typeof ZCreditEntry>;
export type TCreditEntriesQuery = z.infer<typeof ZCreditEntriesQuery>;
export type TCreditEntriesResponse = z.infer<typeof ZCreditEntriesResponse>;
export type TCreditPurchaseRequest = z.infer<typeof ZCreditPurchaseRequest>;
export type TCreditPurchaseResponse = z.infer<typeof ZCreditPurchaseResponse>;
