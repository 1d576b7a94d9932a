import { describe, expect, it } from 'vitest';
import {
  creditMessages,
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
