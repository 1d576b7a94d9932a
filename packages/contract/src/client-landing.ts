import { z } from 'zod';
import { ZOrderFlowClient } from './order-form-data.ts';

/**
 * GET /v1/clients/{clientKey}/landing (public): what an enterprise client's landing page shows
 * (§2.2: one exact path per client, no header; two of them without the footer).
 */
export const ZClientLanding = ZOrderFlowClient.extend({
  /** Two clients' pages leave the footer out (§2.2). */
  hideFooter: z.boolean(),
  /** The client's lowest negotiated price per slide (minor units), null when none is set. */
  fromPricePerSlide: z.number().int().nonnegative().nullable(),
  currency: z.string().length(3),
  /** The treatments the client's order flow offers, with their names. */
  treatments: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
});
export type TClientLanding = z.infer<typeof ZClientLanding>;

/** The client's landing path is a page of the site; its key is a short lowercase code. */
export const clientKeyMax = 40;
