import { describe, expect, it } from 'vitest';
import {
  creditMessages,
  findCouldSaveOffer,
  getCreditPackageDiscount,
  ZCreditEntriesQuery,
  ZCreditPackageReduced,
  ZCreditPurchaseRequest,
} from './credits.ts';
import { accountMessages } from './messages.ts';
import { paymentMessages } from './payments.ts';

describe('credit packs', () => {
  it.each([
    [100_000, 105_000, { amount: 5_000, percentage: 5 }],
    [250_000, 270_000, { amount: 20_000, percentage: 8 }],
    [500_000, 550_000, { amount: 50_000, percentage: 10 }],
  ])('a pack of %i for %i credits saves %o', (amount, credits, discount) => {
    expect(getCreditPackageDiscount(amount, credits)).toEqual(discount);
  });

  it('reuses the sidebar offer (save up to 10%)', () => {
    expect(creditMessages.offer).toBe(accountMessages.creditsOffer);
    expect(creditMessages.offer).toContain('up to 10%');
  });

  it('has a reduced form without colour and pros, its discount one number', () => {
    const reduced = ZCreditPackageReduced.parse({
      id: 1,
      name: 'Gold',
      amount: 500_000,
      credits: 550_000,
      currency: 'USD',
      discount: 50_000,
      colour: 'gold',
      pros: ['x'],
    });
    expect(reduced).toEqual({
      id: 1,
      name: 'Gold',
      amount: 500_000,
      credits: 550_000,
      currency: 'USD',
      discount: 50_000,
    });
  });
});

describe('credit purchase request', () => {
  const valid = {
    packageId: 2,
    paymentMethodId: 7,
    idempotencyKey: '1b4e28ba-2fa1-11d2-883f-0016cb6c7d3c',
  };

  it('takes a pack, a card and a UUID key', () => {
    expect(ZCreditPurchaseRequest.parse(valid)).toEqual(valid);
  });

  it('refuses a key that is not a UUID with the payments message', () => {
    const result = ZCreditPurchaseRequest.safeParse({ ...valid, idempotencyKey: 'again' });
    expect(result.error?.issues[0]?.message).toBe(paymentMessages.idempotencyKeyInvalid);
  });
});

describe('credit entries query', () => {
  it('defaults to page 1 of 5 and sorts by date only', () => {
    expect(ZCreditEntriesQuery.parse({})).toEqual({ page: 1, limit: 5 });
    expect(ZCreditEntriesQuery.safeParse({ sort: 'date:asc' }).success).toBe(true);
    expect(ZCreditEntriesQuery.safeParse({ sort: 'amount:asc' }).success).toBe(false);
  });
});

describe('what a pack would have saved on an order (couldSavePopup)', () => {
  const pack = (name: 'Bronze' | 'Silver' | 'Gold', amount: number, credits: number) => ({
    name,
    amount,
    credits,
    currency: 'USD',
    discount: getCreditPackageDiscount(amount, credits),
  });
  const packages = [
    pack('Bronze', 100_000, 105_000),
    pack('Silver', 250_000, 270_000),
    pack('Gold', 500_000, 550_000),
  ];

  it('takes the best pack whose credits cover the order, its percentage of the total', () => {
    expect(findCouldSaveOffer({ total: 45_000, currency: 'USD', packages })).toEqual({
      pack: 'Gold',
      percentage: 10,
      saving: 4_500,
    });
    expect(
      findCouldSaveOffer({ total: 45_000, currency: 'USD', packages: packages.slice(0, 2) }),
    ).toEqual({ pack: 'Silver', percentage: 8, saving: 3_600 });
  });

  it('takes the largest pack when none covers the order', () => {
    const small = packages.slice(0, 2);
    expect(findCouldSaveOffer({ total: 300_000, currency: 'USD', packages: small })).toEqual({
      pack: 'Silver',
      percentage: 8,
      saving: 24_000,
    });
  });

  it('offers nothing without a saving, a pack in the currency or a total', () => {
    expect(findCouldSaveOffer({ total: 45_000, currency: 'EUR', packages })).toBeNull();
    expect(findCouldSaveOffer({ total: 0, currency: 'USD', packages })).toBeNull();
    expect(
      findCouldSaveOffer({ total: 4, currency: 'USD', packages: [pack('Bronze', 100, 101)] }),
    ).toBeNull();
    expect(findCouldSaveOffer({ total: 45_000, currency: 'USD', packages: [] })).toBeNull();
  });
});
