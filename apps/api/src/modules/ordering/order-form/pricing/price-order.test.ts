import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from '../../../../db/schema/ordering.ts';
import { computeVat, type PriceOrderInput, priceOrder } from './price-order.ts';
import type { AddonPrice, TreatmentPrice } from './price-tables.ts';

const definition: FlowDefinition = {
  steps: [],
  treatments: ['fixup', 'redesign', 'customDesign'],
  turnarounds: ['24h', '48h', '72h'],
  addons: ['grammarCheck', 'speakerNotes'],
  slides: { min: 1, max: 500, fixed: null },
  styleTypes: ['recommendation'],
  offer: null,
};

const list = (treatment: TreatmentPrice['treatment'], turnaround: string, price: number) => ({
  flowKey: null,
  treatment,
  turnaround,
  pricePerSlide: price,
});
const treatmentPrices: TreatmentPrice[] = [
  list('redesign', '24h', 3500),
  list('redesign', '48h', 2500),
  list('redesign', '72h', 2000),
  list('redesign', '5d', 1500),
  list('fixup', '48h', 1000),
];
const addon = (addonKey: string, name: string, price: number, flowKey: string | null = null) => ({
  flowKey,
  addonKey,
  name,
  description: '',
  pricePerSlide: price,
  position: 0,
});
const addonPrices: AddonPrice[] = [
  addon('grammarCheck', 'Grammar check', 200),
  addon('speakerNotes', 'Speaker notes', 300),
  addon('animations', 'Animations', 500),
];

const base: PriceOrderInput = {
  currency: 'USD',
  flow: { isQuote: false, definition },
  treatmentPrices,
  addonPrices,
  values: { treatment: 'redesign', slides: 12, turnaround: '48h', addons: [] },
  vatRateBasisPoints: 0,
  discounts: [],
  capacitySlidesAvailable: false,
};
const withValues = (values: Partial<PriceOrderInput['values']>, rest?: Partial<PriceOrderInput>) =>
  ({ ...base, ...rest, values: { ...base.values, ...values } }) satisfies PriceOrderInput;

describe('priceOrder', () => {
  it.each([
    ['a quote', withValues({}, { flow: { isQuote: true, definition } })],
    ['no treatment', withValues({ treatment: null })],
    ['no slides', withValues({ slides: null })],
    ['zero slides', withValues({ slides: 0 })],
    ['a turnaround the flow does not offer', withValues({ turnaround: '5d' })],
    ['a treatment without prices', withValues({ treatment: 'customDesign' })],
  ])('is null for %s', (_case, input) => {
    expect(priceOrder(input)).toBeNull();
  });

  it.each([
    ['the chosen turnaround', withValues({}), 'Redesign · 12 slides × $25.00', 30_000],
    [
      'the cheapest offered one when none is chosen',
      withValues({ turnaround: null }),
      'Redesign · 12 slides × $20.00',
      24_000,
    ],
    [
      'one slide',
      withValues({ slides: 1, turnaround: '24h' }),
      'Redesign · 1 slide × $35.00',
      3500,
    ],
    [
      "the flow's price over the list price",
      withValues(
        {},
        {
          treatmentPrices: [
            ...treatmentPrices,
            { ...list('redesign', '48h', 2100), flowKey: 'client-acme' },
          ],
        },
      ),
      'Redesign · 12 slides × $21.00',
      25_200,
    ],
  ])('prices per slide at %s', (_case, input, label, amount) => {
    const price = priceOrder(input);
    expect(price?.lines).toEqual([{ key: 'treatment:redesign', label, amount }]);
    expect(price).toMatchObject({
      subtotal: amount,
      discount: 0,
      vat: 0,
      total: amount,
      vatRate: 0,
    });
  });

  it.each([
    ['each chosen add-on per slide', ['grammarCheck', 'speakerNotes'], addonPrices, [2400, 3600]],
    ['none when none is chosen', [], addonPrices, []],
    ['not an add-on the flow does not offer', ['animations', 'nope'], addonPrices, []],
    [
      "the flow's add-on price",
      ['grammarCheck'],
      [...addonPrices, addon('grammarCheck', 'Grammar check', 100, 'x')],
      [1200],
    ],
  ])('adds %s', (_case, addons, rows, amounts) => {
    const price = priceOrder(withValues({ addons }, { addonPrices: rows }));
    expect(price?.lines.slice(1).map((line) => line.amount)).toEqual(amounts);
    expect(price?.subtotal).toBe(30_000 + amounts.reduce((sum, amount) => sum + amount, 0));
  });

  it('labels add-on lines with the slides and the price per slide', () => {
    const price = priceOrder(withValues({ addons: ['grammarCheck'] }));
    expect(price?.lines[1]).toEqual({
      key: 'addon:grammarCheck',
      label: 'Grammar check · 12 slides × $2.00',
      amount: 2400,
    });
  });

  it('replaces the treatment line by a fixed offer, whatever the table says', () => {
    const offer = { amount: 4900, label: '10 slides for $49', oncePerTeam: false };
    const price = priceOrder(
      withValues(
        { slides: 10, turnaround: '72h', addons: ['grammarCheck'] },
        { flow: { isQuote: false, definition: { ...definition, offer } } },
      ),
    );
    expect(price?.lines).toEqual([
      { key: 'offer', label: '10 slides for $49', amount: 4900 },
      { key: 'addon:grammarCheck', label: 'Grammar check · 10 slides × $2.00', amount: 2000 },
    ]);
    expect(price?.total).toBe(6900);
  });

  it.each([
    ['no VAT', 0, 0, []],
    ['25 %', 2500, 7500, [{ key: 'vat', label: 'VAT 25%', amount: 7500 }]],
    ['25.5 %', 2550, 7650, [{ key: 'vat', label: 'VAT 25.5%', amount: 7650 }]],
  ])('charges %s on the subtotal', (_case, rate, vat, vatLines) => {
    const price = priceOrder(withValues({}, { vatRateBasisPoints: rate }));
    expect(price).toMatchObject({ vatRate: rate, vat, total: 30_000 + vat });
    expect(price?.lines.slice(1)).toEqual(vatLines);
  });

  it.each([
    [1, 2500, 0],
    [2, 2500, 1],
    [6, 2500, 2],
    [10, 1900, 2],
    [50, 2100, 11],
    [150, 1700, 26],
  ])('rounds VAT on %i at %i bp half up to %i', (taxable, rate, vat) => {
    expect(computeVat(taxable, rate)).toBe(vat);
  });

  it('takes VAT after the discount and shows the discount as a negative line', () => {
    const price = priceOrder(
      withValues(
        {},
        {
          vatRateBasisPoints: 2500,
          discounts: [{ key: 'WELCOME', label: 'Coupon WELCOME', amount: 5000 }],
        },
      ),
    );
    expect(price?.lines).toEqual([
      expect.objectContaining({ amount: 30_000 }),
      { key: 'discount:WELCOME', label: 'Coupon WELCOME', amount: -5000 },
      { key: 'vat', label: 'VAT 25%', amount: 6250 },
    ]);
    expect(price).toMatchObject({ subtotal: 30_000, discount: 5000, vat: 6250, total: 31_250 });
  });

  it('caps the discounts at the subtotal', () => {
    const discounts = [
      { key: 'a', label: 'A', amount: 20_000 },
      { key: 'b', label: 'B', amount: 20_000 },
      { key: 'c', label: 'C', amount: 1 },
    ];
    const price = priceOrder(withValues({}, { vatRateBasisPoints: 2500, discounts }));
    expect(price?.lines.map((line) => line.amount)).toEqual([30_000, -20_000, -10_000, 0]);
    expect(price).toMatchObject({ discount: 30_000, vat: 0, total: 0 });
  });

  it.each([
    [true, 12],
    [false, null],
  ])('uses daily capacity when the subscription may pay (%s)', (available, capacitySlides) => {
    expect(priceOrder(withValues({}, { capacitySlidesAvailable: available }))?.capacitySlides).toBe(
      capacitySlides,
    );
  });

  it('keeps total = subtotal − discount + VAT ≥ 0, with lines summing to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32_767 }),
        fc.constantFrom('24h', '48h', '72h', null),
        fc.subarray(['grammarCheck', 'speakerNotes', 'animations']),
        fc.constantFrom(0, 1700, 2100, 2500, 2700),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 3 }),
        fc.boolean(),
        (slides, turnaround, addons, rate, amounts, isOffer) => {
          const offer = isOffer ? { amount: 4900, label: 'Offer', oncePerTeam: false } : null;
          const price = priceOrder(
            withValues(
              { slides, turnaround, addons },
              {
                flow: { isQuote: false, definition: { ...definition, offer } },
                vatRateBasisPoints: rate,
                discounts: amounts.map((amount, index) => ({
                  key: `${index}`,
                  label: 'D',
                  amount,
                })),
              },
            ),
          );
          if (!price) throw new Error('no price');
          expect(price.total).toBe(price.subtotal - price.discount + price.vat);
          expect(price.total).toBeGreaterThanOrEqual(0);
          expect(price.discount).toBeLessThanOrEqual(price.subtotal);
          expect(price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.total);
        },
      ),
      { numRuns: 500 },
    );
  });
});
