import { z } from 'zod';
import { ZTreatmentKey } from './treatments.ts';

/**
 * GET /v1/price-list (public): the list prices the order form charges, for the pricing page.
 * Money in minor units of `currency`, like all money in this API. Read from the same tables as
 * the order form (negotiated client prices are not listed), so the two never disagree.
 */
export const ZPriceList = z.object({
  currency: z.string().length(3),
  /** The treatments of §3, in the order form's order, with their names. */
  treatments: z.array(z.object({ key: ZTreatmentKey, name: z.string(), description: z.string() })),
  /** Turnarounds, fastest first; `proOnly` ones need the Pro plan. */
  turnarounds: z.array(
    z.object({ key: z.string(), name: z.string(), hours: z.number().int(), proOnly: z.boolean() }),
  ),
  /** Price per slide by treatment and turnaround (a missing pair is not offered). */
  prices: z.array(
    z.object({
      treatment: ZTreatmentKey,
      turnaround: z.string(),
      pricePerSlide: z.number().int().nonnegative(),
    }),
  ),
  /** Add-ons per slide, in the form's order. */
  addons: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      description: z.string(),
      pricePerSlide: z.number().int().nonnegative(),
    }),
  ),
});
export type TPriceList = z.infer<typeof ZPriceList>;
