import type { TTreatmentKey } from '@deckhand/contract';
import type {
  AddonPriceRow,
  FlowDefinition,
  TreatmentPriceRow,
} from '../../../../db/schema/ordering.ts';

/**
 * Reading the price tables: `treatment_prices` and `addon_prices` rows of one flow together with
 * the list rows (flow_key null). A flow's row (an enterprise client's negotiated price) wins over
 * the list row for the same treatment and turnaround, or the same add-on.
 */

export type TreatmentPrice = Pick<
  TreatmentPriceRow,
  'flowKey' | 'treatment' | 'turnaround' | 'pricePerSlide'
>;
export type AddonPrice = Pick<
  AddonPriceRow,
  'flowKey' | 'addonKey' | 'name' | 'description' | 'pricePerSlide' | 'position'
>;

/** The price per slide of `treatment` at `turnaround` (the flow's row first), or null. */
export function findPricePerSlide(
  rows: readonly TreatmentPrice[],
  treatment: TTreatmentKey,
  turnaround: string,
): number | null {
  let listPrice: number | null = null;
  for (const row of rows) {
    if (row.treatment !== treatment || row.turnaround !== turnaround) continue;
    if (row.flowKey !== null) return row.pricePerSlide;
    listPrice = row.pricePerSlide;
  }
  return listPrice;
}

/**
 * Per treatment, the price per slide at each turnaround the flow offers, in the flow's order
 * (ZTreatmentOption.turnaroundPrices). Turnarounds without a price are left out.
 */
export function findTurnaroundPrices(
  definition: Pick<FlowDefinition, 'turnarounds'>,
  rows: readonly TreatmentPrice[],
  treatment: TTreatmentKey,
): { turnaround: string; price: number }[] {
  return definition.turnarounds.flatMap((turnaround) => {
    const price = findPricePerSlide(rows, treatment, turnaround);
    return price === null ? [] : [{ turnaround, price }];
  });
}

/**
 * The flow's cheapest offered turnaround for `treatment` and its price per slide
 * (ZTreatmentOption.price; the price when no turnaround is chosen yet). Null without any price.
 * On a tie the slower (later listed) turnaround wins, as it is the one a customer would pick.
 */
export function findCheapestTurnaround(
  definition: Pick<FlowDefinition, 'turnarounds'>,
  rows: readonly TreatmentPrice[],
  treatment: TTreatmentKey,
): { turnaround: string; price: number } | null {
  let cheapest: { turnaround: string; price: number } | null = null;
  for (const option of findTurnaroundPrices(definition, rows, treatment)) {
    if (cheapest === null || option.price <= cheapest.price) cheapest = option;
  }
  return cheapest;
}

/**
 * The add-ons the flow offers, in the flow's order, each from the flow's row when it has one
 * (the add-ons component's options). Add-ons without a row are left out.
 */
export function findOfferedAddons<Row extends AddonPrice>(
  definition: Pick<FlowDefinition, 'addons'>,
  rows: readonly Row[],
): Row[] {
  return definition.addons.flatMap((key) => {
    const matches = rows.filter((row) => row.addonKey === key);
    const row = matches.find((match) => match.flowKey !== null) ?? matches[0];
    return row ? [row] : [];
  });
}
