import { describe, expect, it } from 'vitest';
import { findPaymentMethods, findPricedPaymentMethods } from './payment-eligibility.ts';

const nobody = { manageCredits: false, seeCreditBalance: false, hasSubscriptionCapacity: false };

describe('payment eligibility (§6)', () => {
  it('offers credits to whoever may see the balance', () => {
    expect(findPaymentMethods({ ...nobody, seeCreditBalance: true })).toEqual(['credits']);
    expect(findPaymentMethods({ ...nobody, manageCredits: true })).toContain('credits');
    expect(findPaymentMethods(nobody)).not.toContain('credits');
  });

  it('offers card to who manages credits only', () => {
    expect(findPaymentMethods({ ...nobody, manageCredits: true })).toContain('card');
    expect(findPaymentMethods({ ...nobody, seeCreditBalance: true })).not.toContain('card');
  });

  it('offers invoice to who manages credits only', () => {
    expect(findPaymentMethods({ ...nobody, manageCredits: true })).toContain('invoice');
    expect(findPaymentMethods({ ...nobody, seeCreditBalance: true })).not.toContain('invoice');
  });

  it("offers the subscription when the team's plan has capacity, whatever the role", () => {
    expect(findPaymentMethods({ ...nobody, hasSubscriptionCapacity: true })).toEqual([
      'subscription',
    ]);
    expect(findPaymentMethods({ manageCredits: true, seeCreditBalance: false })).not.toContain(
      'subscription',
    );
  });

  it('lists them in the order the form shows them; none for a role that cannot pay', () => {
    expect(
      findPaymentMethods({
        manageCredits: true,
        seeCreditBalance: true,
        hasSubscriptionCapacity: true,
      }),
    ).toEqual(['credits', 'card', 'invoice', 'subscription']);
    expect(findPaymentMethods(nobody)).toEqual([]);
  });

  it('never offers the subscription for what is priced on its own', () => {
    expect(
      findPricedPaymentMethods({
        manageCredits: true,
        seeCreditBalance: true,
        hasSubscriptionCapacity: true,
      }),
    ).toEqual(['credits', 'card', 'invoice']);
    expect(findPricedPaymentMethods({ ...nobody, seeCreditBalance: true })).toEqual(['credits']);
    expect(findPricedPaymentMethods({ ...nobody, hasSubscriptionCapacity: true })).toEqual([]);
  });
});
