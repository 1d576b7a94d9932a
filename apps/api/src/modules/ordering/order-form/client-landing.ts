import { type TClientLanding, treatmentNames } from '@deckhand/contract';
import { AppError } from '../../../platform/http/app-error.ts';
import type { ReferenceSnapshot } from './reference-snapshot.ts';

/**
 * An enterprise client's landing page (§2.2): its branding, whether the page has a footer, the
 * treatments its order flow offers and its lowest negotiated price per slide. Only a client with
 * an active flow has a page; any other key is 404.
 */
export function buildClientLanding(
  reference: ReferenceSnapshot,
  clientKey: string,
): TClientLanding {
  const found = [...reference.flows.values()].find(({ client }) => client?.key === clientKey);
  if (!found?.client) throw new AppError('NOT_FOUND');
  const { flow, client } = found;
  const offered = new Set(flow.definition.treatments);
  const prices = reference.treatmentPrices.filter(
    (row) =>
      row.flowKey === flow.key &&
      offered.has(row.treatment) &&
      reference.turnarounds.get(row.turnaround)?.proOnly !== true,
  );
  const cheapest = prices.reduce<number | null>(
    (lowest, row) => (lowest === null || row.pricePerSlide < lowest ? row.pricePerSlide : lowest),
    null,
  );
  return {
    key: client.key,
    name: client.name,
    branding: client.branding,
    hideFooter: client.hideFooter,
    fromPricePerSlide: cheapest,
    currency: prices[0]?.currency ?? flow.currency,
    treatments: flow.definition.treatments.map((key) => ({ key, ...treatmentNames[key] })),
  };
}
