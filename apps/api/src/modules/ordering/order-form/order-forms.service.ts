import {
  getCurrencySymbol,
  orderFormMessages,
  type TOrderCalculationResponse,
  type TOrderComponentName,
  type TOrderFormData,
  type TOrderFormValues,
  ZOrderFormValues,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { hasPlacedFlowOrder } from '../orders/orders.queries.ts';
import { affectedBy } from './form-affections.ts';
import { buildComponents } from './form-components.ts';
import { type BookedSlidesReader, type FormContext, loadFormContext } from './form-context.ts';
import { priceFor, singleTreatment } from './form-price.ts';
import type { OrderCustomer } from './order-customer.ts';
import type { ReferenceReader } from './reference-snapshot.ts';
import { checkDeliveryWindow } from './validate-order.ts';

interface FormRequest {
  db: Db;
  reference: ReferenceReader;
  /** The bookings as the previews read them (a copy of a second); the database when not given. */
  bookedSlides?: BookedSlidesReader;
  flowKey: string;
  customer: OrderCustomer;
  timezone: string;
  now?: Date;
}

/** The values a fresh form starts from: a flow's only treatment and fixed slides preselected. */
function initialValues(ctx: FormContext): TOrderFormValues {
  const values = ZOrderFormValues.parse({});
  return {
    ...values,
    treatment: singleTreatment(ctx),
    slides: ctx.flow.definition.slides.fixed,
  };
}

/** The values as the flow can take them: a fixed offer's slides and treatment win. */
function settleValues(ctx: FormContext, values: TOrderFormValues): TOrderFormValues {
  return {
    ...values,
    treatment: singleTreatment(ctx) ?? values.treatment,
    slides: ctx.flow.definition.slides.fixed ?? values.slides,
  };
}

/** GET /order-forms/{flowKey}: §3 order form data for this visitor or customer. */
export async function getOrderForm(request: FormRequest): Promise<TOrderFormData> {
  const ctx = await loadFormContext(request);
  const values = initialValues(ctx);
  const { flow, client } = ctx;
  const { teamId } = request.customer;
  const offerTaken =
    flow.definition.offer?.oncePerTeam === true && teamId !== null
      ? await hasPlacedFlowOrder(request.db, teamId, flow.key)
      : false;
  return {
    flowKey: flow.key,
    kind: flow.kind,
    name: flow.name,
    stepped: flow.stepped,
    isQuote: flow.isQuote,
    client: client ? { key: client.key, name: client.name, branding: client.branding } : null,
    price: priceFor(ctx, values),
    currency: flow.currency,
    currencySign: getCurrencySymbol(flow.currency),
    timezone: ctx.timezone,
    steps: flow.definition.steps.map((step) => ({
      key: step.key,
      title: step.title,
      description: step.description,
      components: [...step.components],
    })),
    components: buildComponents(ctx, values),
    offerTaken,
  };
}

/**
 * POST /order-forms/{flowKey}/calculation (§4 'changing a field may update other components'):
 * the components `changed` affects (every one when null: a form restored from storage) and the
 * price, from the values as they stand. Nothing is stored. A chosen delivery outside the
 * booking window is 422 on values.deliveryAt.
 */
export async function calculateOrderForm(
  request: FormRequest & { values: TOrderFormValues; changed: TOrderComponentName | null },
): Promise<TOrderCalculationResponse> {
  const ctx = await loadFormContext({ ...request, couponCode: request.values.coupon });
  const fieldErrors = checkDeliveryWindow(ctx, request.values);
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION', orderFormMessages.deliveryDateOutsideWindow, { fieldErrors });
  }
  const values = settleValues(ctx, request.values);
  const names = request.changed ? affectedBy(request.changed) : undefined;
  return { price: priceFor(ctx, values), components: buildComponents(ctx, values, names) };
}

export { settleValues };
