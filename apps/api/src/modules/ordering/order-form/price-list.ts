import {
  currencyDefaults,
  type TPriceList,
  treatmentKeys,
  treatmentNames,
} from '@deckhand/contract';
import type { ReferenceSnapshot } from './reference-snapshot.ts';

const listCurrency = currencyDefaults.currency;

/**
 * The public price list (GET /v1/price-list): the list rows (no flow) of the same tables the
 * order form prices from, so the pricing page and the form never disagree.
 */
export function buildPriceList(reference: ReferenceSnapshot): TPriceList {
  const listPrices = reference.treatmentPrices.filter((row) => row.flowKey === null);
  const currency = listPrices[0]?.currency ?? listCurrency;
  const pricedTurnarounds = new Set(listPrices.map((row) => row.turnaround));
  return {
    currency,
    treatments: treatmentKeys
      .filter((key) => listPrices.some((row) => row.treatment === key))
      .map((key) => ({ key, ...treatmentNames[key] })),
    turnarounds: [...reference.turnarounds.values()]
      .filter((row) => pricedTurnarounds.has(row.key))
      .map(({ key, name, hours, proOnly }) => ({ key, name, hours, proOnly })),
    prices: listPrices
      .filter((row) => row.currency === currency)
      .map(({ treatment, turnaround, pricePerSlide }) => ({
        treatment,
        turnaround,
        pricePerSlide,
      })),
    addons: reference.addonPrices
      .filter((row) => row.flowKey === null && row.currency === currency)
      .map(({ addonKey, name, description, pricePerSlide }) => ({
        key: addonKey,
        name,
        description,
        pricePerSlide,
      })),
  };
}
