import { describe, expect, it } from 'vitest';
import {
  findCheapestTurnaround,
  findOfferedAddons,
  findPricePerSlide,
  findTurnaroundPrices,
} from './price-tables.ts';

const row = (flowKey: string | null, turnaround: string, pricePerSlide: number) => ({
  flowKey,
  treatment: 'redesign' as const,
  turnaround,
  pricePerSlide,
});
const rows = [
  row(null, '24h', 3500),
  row(null, '48h', 2500),
  row('client-acme', '48h', 2100),
  row(null, '72h', 2500),
];
const definition = {
  turnarounds: ['24h', '48h', '72h', '120h'],
  addons: ['grammarCheck', 'speakerNotes'],
};

describe('price tables', () => {
  it.each([
    ['24h', 3500],
    ['48h', 2100],
    ['120h', null],
  ])("reads the price at %s, the flow's row first", (turnaround, price) => {
    expect(findPricePerSlide(rows, 'redesign', turnaround)).toBe(price);
    expect(findPricePerSlide([...rows].reverse(), 'redesign', turnaround)).toBe(price);
  });

  it("lists the treatment's price at each offered turnaround that has one", () => {
    expect(findTurnaroundPrices(definition, rows, 'redesign')).toEqual([
      { turnaround: '24h', price: 3500 },
      { turnaround: '48h', price: 2100 },
      { turnaround: '72h', price: 2500 },
    ]);
    expect(findTurnaroundPrices(definition, rows, 'fixup')).toEqual([]);
  });

  it('finds the cheapest offered turnaround, the slower on a tie', () => {
    expect(findCheapestTurnaround(definition, rows, 'redesign')).toEqual({
      turnaround: '48h',
      price: 2100,
    });
    expect(
      findCheapestTurnaround(definition, rows.slice(0, 2).concat(rows[3] ?? []), 'redesign'),
    ).toEqual({
      turnaround: '72h',
      price: 2500,
    });
    expect(findCheapestTurnaround(definition, rows, 'fixup')).toBeNull();
  });

  it("lists the offered add-ons in the flow's order, the flow's row first", () => {
    const addon = (flowKey: string | null, addonKey: string, pricePerSlide: number) => ({
      flowKey,
      addonKey,
      name: addonKey,
      description: '',
      pricePerSlide,
      position: 0,
    });
    const addons = [
      addon(null, 'speakerNotes', 300),
      addon(null, 'grammarCheck', 200),
      addon('x', 'grammarCheck', 100),
      addon(null, 'animations', 500),
    ];
    expect(
      findOfferedAddons(definition, addons).map((found) => [found.addonKey, found.pricePerSlide]),
    ).toEqual([
      ['grammarCheck', 100],
      ['speakerNotes', 300],
    ]);
  });
});
