import {
  computePercentShare,
  formatMinorUnits,
  type TOrderPrice,
  type TTreatmentKey,
  treatmentNames,
} from '@deckhand/contract';
import type { FlowDefinition } from '../../../../db/schema/ordering.ts';
import {
  type AddonPrice,
  findCheapestTurnaround,
  findOfferedAddons,
  findPricePerSlide,
  type TreatmentPrice,
} from './price-tables.ts';

/** A discount (a coupon): a fixed amount (minor units, positive) or a percentage of the subtotal. */
export type OrderDiscount = { key: string; label: string } & (
  | { amount: number }
  | { percentage: number }
);

/** What a discount takes off this subtotal: a percentage rounded half up to a minor unit. */
export function discountAmount(discount: OrderDiscount, subtotal: number): number {
  return 'percentage' in discount
    ? computePercentShare(subtotal, discount.percentage)
    : discount.amount;
}

export interface PriceOrderInput {
  currency: string;
  flow: { isQuote: boolean; definition: FlowDefinition };
  /** Rows of this flow and the list (flow_key null); the flow's row wins. */
  treatmentPrices: readonly TreatmentPrice[];
  /** Rows of this flow and the list; the flow's row wins. */
  addonPrices: readonly AddonPrice[];
  values: {
    treatment: TTreatmentKey | null;
    slides: number | null;
    /** Null prices the order at the flow's cheapest offered turnaround. */
    turnaround: string | null;
    addons: readonly string[];
  };
  /** The customer's VAT rate (resolveVatRate), 0 when none. */
  vatRateBasisPoints: number;
  /** Coupons and the like; their sum is capped at the subtotal. */
  discounts: readonly OrderDiscount[];
  /** The team pays with its subscription's daily capacity: capacitySlides = slides. */
  capacitySlidesAvailable: boolean;
}

type Line = TOrderPrice['lines'][number];

/**
 * The price per slide of `treatment` at `turnaround` from a form's price tables (the flow's row
 * wins over the list row), or null when the tables hold none. For the treatment options.
 */
export function perSlidePrice(
  tables: { treatmentPrices: readonly TreatmentPrice[] },
  treatment: TTreatmentKey,
  turnaround: string,
): number | null {
  return findPricePerSlide(tables.treatmentPrices, treatment, turnaround);
}

const slidesText = (slides: number) => (slides === 1 ? '1 slide' : `${slides} slides`);

/** 'VAT 25%', 'VAT 25.5%' from basis points. */
export function formatVatLabel(rateBasisPoints: number): string {
  return `VAT ${rateBasisPoints / 100}%`;
}

/** VAT on `taxable` minor units at `rateBasisPoints`, rounded half up to a minor unit. */
export function computeVat(taxable: number, rateBasisPoints: number): number {
  return Math.floor((taxable * rateBasisPoints + 5000) / 10_000);
}

/**
 * The server's price of an order form as it stands (ZOrderPrice), or null: for a quote, until a
 * treatment and a positive number of slides are chosen, or when the tables hold no price for the
 * treatment at the (chosen, or else cheapest offered) turnaround. A fixed offer
 * (definition.offer) replaces the treatment line by one offer line. Each chosen add-on the flow
 * offers costs its price per slide; unknown add-ons are ignored (the service validates them).
 * Total = subtotal − discount + VAT, and the lines sum to the total.
 */
export function priceOrder(input: PriceOrderInput): TOrderPrice | null {
  const { currency, flow, values } = input;
  const { treatment, slides } = values;
  if (flow.isQuote || treatment === null || slides === null || slides <= 0) return null;
  const money = (amount: number) => formatMinorUnits(amount, currency);
  const lines: Line[] = [];

  const offer = flow.definition.offer;
  if (offer) {
    lines.push({ key: 'offer', label: offer.label, amount: offer.amount });
  } else {
    const perSlide = values.turnaround
      ? flow.definition.turnarounds.includes(values.turnaround)
        ? findPricePerSlide(input.treatmentPrices, treatment, values.turnaround)
        : null
      : (findCheapestTurnaround(flow.definition, input.treatmentPrices, treatment)?.price ?? null);
    if (perSlide === null) return null;
    lines.push({
      key: `treatment:${treatment}`,
      label: `${treatmentNames[treatment].name} · ${slidesText(slides)} × ${money(perSlide)}`,
      amount: perSlide * slides,
    });
  }

  const chosen = new Set(values.addons);
  for (const addon of findOfferedAddons(flow.definition, input.addonPrices)) {
    if (!chosen.has(addon.addonKey)) continue;
    lines.push({
      key: `addon:${addon.addonKey}`,
      label: `${addon.name} · ${slidesText(slides)} × ${money(addon.pricePerSlide)}`,
      amount: addon.pricePerSlide * slides,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);

  let discount = 0;
  for (const item of input.discounts) {
    const amount = Math.min(Math.max(discountAmount(item, subtotal), 0), subtotal - discount);
    if (amount <= 0) continue;
    discount += amount;
    lines.push({ key: `discount:${item.key}`, label: item.label, amount: -amount });
  }

  const vatRate = Math.max(input.vatRateBasisPoints, 0);
  const vat = computeVat(subtotal - discount, vatRate);
  if (vatRate > 0) lines.push({ key: 'vat', label: formatVatLabel(vatRate), amount: vat });

  return {
    currency,
    lines,
    subtotal,
    discount,
    vatRate,
    vat,
    total: subtotal - discount + vat,
    capacitySlides: input.capacitySlidesAvailable ? slides : null,
  };
}
