import type { TTreatmentKey } from '@deckhand/contract';

/**
 * The list prices of the reference seed (USD minor units per slide): every treatment at every
 * turnaround, faster costing more; add-ons per slide; EU standard VAT rates.
 */

export const turnaroundSeeds = [
  { key: '10h', name: 'Express (10 hours, Pro)', hours: 10, proOnly: true, position: 0 },
  { key: '24h', name: '24 hours', hours: 24, proOnly: false, position: 1 },
  { key: '48h', name: '48 hours', hours: 48, proOnly: false, position: 2 },
  { key: '72h', name: '72 hours', hours: 72, proOnly: false, position: 3 },
  { key: '5d', name: '5 days', hours: 120, proOnly: false, position: 4 },
] as const;

export const allTurnaroundKeys = turnaroundSeeds.map((turnaround) => turnaround.key);

/** Price per slide by treatment, in the order of turnaroundSeeds (10h, 24h, 48h, 72h, 5d). */
export const listPricesPerSlide: Readonly<Record<TTreatmentKey, readonly number[]>> = {
  fixup: [1_800, 1_500, 1_200, 1_000, 900],
  redesign: [3_900, 3_200, 2_500, 2_200, 1_900],
  customDesign: [6_500, 5_500, 4_500, 3_900, 3_500],
};

/** The list rows of treatment_prices (flow_key null). */
export function listTreatmentPrices() {
  return Object.entries(listPricesPerSlide).flatMap(([treatment, prices]) =>
    turnaroundSeeds.map((turnaround, index) => ({
      flowKey: null,
      treatment: treatment as TTreatmentKey,
      turnaround: turnaround.key,
      pricePerSlide: prices[index] ?? 0,
      currency: 'USD',
    })),
  );
}

/** A negotiated price: the list price less `percent`, rounded to ten cents. */
export function negotiatedPrice(listPrice: number, percent: number): number {
  return Math.round((listPrice * (100 - percent)) / 1_000) * 10;
}

export const addonSeeds = [
  {
    addonKey: 'grammarCheck',
    name: 'Grammar check',
    description: 'We proofread every slide for spelling, grammar and consistent wording.',
    pricePerSlide: 200,
    position: 1,
  },
  {
    addonKey: 'speakerNotes',
    name: 'Speaker notes',
    description: 'We write short speaker notes for every slide, ready to present from.',
    pricePerSlide: 400,
    position: 2,
  },
  {
    addonKey: 'animations',
    name: 'Animations',
    description: 'Subtle builds and transitions that follow the flow of your story.',
    pricePerSlide: 300,
    position: 3,
  },
] as const;

export const allAddonKeys = addonSeeds.map((addon) => addon.addonKey);

/** Standard VAT rates of the 27 EU member states (basis points), as of 2026. */
export const euVatRates: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The provider's production settings (provider_settings row 1). */
export const providerSettingsSeed = {
  id: 1,
  dailySlideCapacity: 400,
  timeZone: 'Europe/Copenhagen',
} as const;
