import type { TCreditPackage, TSubscriptionPlan } from '@deckhand/contract';

/** The public price data of the web tests: the credit packs of §3 and the Pro plan of §1. */
const pack = (
  id: number,
  name: TCreditPackage['name'],
  amount: number,
  credits: number,
  percentage: number,
  colour: TCreditPackage['colour'],
): TCreditPackage => ({
  id,
  name,
  amount,
  credits,
  currency: 'USD',
  discount: { amount: credits - amount, percentage },
  colour,
  pros: [`${name} pro one`, `${name} pro two`, `${name} pro three`],
});

export const packs: TCreditPackage[] = [
  pack(1, 'Bronze', 100_000, 105_000, 5, 'bronze'),
  pack(2, 'Silver', 250_000, 270_000, 8, 'silver'),
  pack(3, 'Gold', 500_000, 550_000, 10, 'gold'),
];

export const proPlan: TSubscriptionPlan = {
  key: 'pro',
  name: 'Pro',
  amount: 49_900,
  currency: 'USD',
  intervalMonths: 1,
  turnaroundHours: 10,
  dailyCapacity: 10,
  features: ['10-hour turnaround', 'Priority project management'],
};
