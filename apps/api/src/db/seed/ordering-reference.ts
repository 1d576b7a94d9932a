import type { Db } from '../database.ts';
import {
  addonPrices,
  enterpriseClients,
  orderFlows,
  providerSettings,
  treatmentPrices,
  turnarounds,
  vatRates,
} from '../schema/index.ts';
import { clientFlowKey, clientSeeds } from './ordering-clients.ts';
import { clientFlowDefinition, publicFlowSeeds } from './ordering-flows.ts';
import {
  addonSeeds,
  euVatRates,
  listTreatmentPrices,
  negotiatedPrice,
  providerSettingsSeed,
  turnaroundSeeds,
} from './ordering-prices.ts';

/**
 * The ordering reference data every environment needs (production too): turnarounds, list
 * prices, add-ons, EU VAT rates, the provider's settings, the public flows (order-now,
 * order-ads, quote, try-us-out, 10-for-49) and twenty enterprise clients, each with its flow
 * 'client-<key>' and negotiated prices below the list. Inserted when missing, never overwritten:
 * what staff change in the database stays.
 */
export async function seedOrderingReference(db: Db): Promise<void> {
  await db
    .insert(turnarounds)
    .values(turnaroundSeeds.map((row) => ({ ...row })))
    .onConflictDoNothing();
  await db
    .insert(enterpriseClients)
    .values(
      clientSeeds.map((client) => ({
        key: client.key,
        name: client.name,
        branding: { primaryColor: client.primaryColor, tagline: client.tagline },
        hideFooter: client.hideFooter,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(orderFlows)
    .values([
      ...publicFlowSeeds.map((flow) => ({ ...flow, kind: 'public' as const, currency: 'USD' })),
      ...clientSeeds.map((client) => ({
        key: clientFlowKey(client.key),
        kind: 'client' as const,
        name: `${client.name} order`,
        stepped: true,
        isQuote: false,
        clientKey: client.key,
        currency: 'USD',
        definition: clientFlowDefinition,
      })),
    ])
    .onConflictDoNothing();
  const list = listTreatmentPrices();
  const offered = new Set(clientFlowDefinition.turnarounds);
  await db
    .insert(treatmentPrices)
    .values([
      ...list,
      ...clientSeeds.flatMap((client) =>
        list
          .filter((row) => offered.has(row.turnaround))
          .map((row) => ({
            ...row,
            flowKey: clientFlowKey(client.key),
            pricePerSlide: negotiatedPrice(row.pricePerSlide, client.discountPercent),
          })),
      ),
    ])
    .onConflictDoNothing();
  await db
    .insert(addonPrices)
    .values(addonSeeds.map((addon) => ({ ...addon, flowKey: null, currency: 'USD' })))
    .onConflictDoNothing();
  await db
    .insert(vatRates)
    .values(
      Object.entries(euVatRates).map(([countryCode, rateBasisPoints]) => ({
        countryCode,
        rateBasisPoints,
      })),
    )
    .onConflictDoNothing();
  await db.insert(providerSettings).values(providerSettingsSeed).onConflictDoNothing();
}
