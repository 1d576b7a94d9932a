import { z } from 'zod';
import { ZOrderComponentName, ZOrderFormValues, ZOrderStepKey, ZTimeZone } from './order-form.ts';
import { ZOrderFormComponent, ZOrderPrice } from './order-form-components.ts';

/** §3 order form data of one flow, and the calculation that recomputes it (§4). */

export const flowKinds = ['public', 'client'] as const;

/** The enterprise client a client flow belongs to: its name and colours for the branded header. */
export const ZOrderFlowClient = z.object({
  key: z.string(),
  name: z.string(),
  branding: z.object({ primaryColor: z.string(), tagline: z.string() }),
});

/** §3 Order form data. */
export const ZOrderFormData = z.object({
  flowKey: z.string(),
  kind: z.enum(flowKinds),
  name: z.string(),
  stepped: z.boolean(),
  /** A quote flow: no price; staff price the order, then the customer accepts and pays. */
  isQuote: z.boolean(),
  client: ZOrderFlowClient.nullable(),
  /** Null for quotes, and until a treatment and slides are chosen. */
  price: ZOrderPrice.nullable(),
  currency: z.string().length(3),
  currencySign: z.string(),
  /** The customer's time zone every date of the form is shown in. */
  timezone: z.string(),
  steps: z.array(
    z.object({
      key: ZOrderStepKey,
      title: z.string(),
      description: z.string(),
      components: z.array(ZOrderComponentName),
    }),
  ),
  components: z.array(ZOrderFormComponent),
  /**
   * A once-per-team offer (the trial of /try-us-out) the customer's team has already taken: the
   * order would be refused, so the form says so at once (orderFormMessages.offerTaken).
   */
  offerTaken: z.boolean(),
});
export type TOrderFormData = z.infer<typeof ZOrderFormData>;

/** GET /order-forms/{flowKey}?timezone= */
export const ZOrderFormQuery = z.object({ timezone: ZTimeZone.default('UTC') });

/** POST /order-forms/{flowKey}/calculation: the values as they stand and what changed. */
export const ZOrderCalculationRequest = z.object({
  timezone: ZTimeZone,
  values: ZOrderFormValues,
  /** The component the customer changed; null recomputes everything (a restored form). */
  changed: ZOrderComponentName.nullable(),
});
export type TOrderCalculationRequest = z.input<typeof ZOrderCalculationRequest>;

/** The components the change affected (all of them when changed is null) and the new price. */
export const ZOrderCalculationResponse = z.object({
  price: ZOrderPrice.nullable(),
  components: z.array(ZOrderFormComponent),
});
export type TOrderCalculationResponse = z.infer<typeof ZOrderCalculationResponse>;
