import { couponMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import type { CouponRow } from '../../../../db/schema/index.ts';
import { discountAmount } from '../pricing/price-order.ts';
import { type CouponOrder, type CouponUse, checkCoupon } from './coupon-rules.ts';

const now = new Date('2026-11-24T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'WELCOME10',
  kind: 'percentage',
  percentage: 10,
  amount: null,
  currency: null,
  description: '10% off',
  startsAt: null,
  expiresAt: null,
  maxRedemptions: null,
  maxRedemptionsPerTeam: null,
  flowKeys: null,
  treatments: null,
  upsell: false,
  active: true,
  createdAt: now,
  ...overrides,
});
const unused: CouponUse = { redemptions: 0, teamRedemptions: 0 };
const order: CouponOrder = { flowKey: 'order-now', treatment: 'redesign', currency: 'USD', now };
const fixed = { kind: 'fixed' as const, percentage: null, amount: 2000, currency: 'USD' };

describe('the rules of a coupon (§4 Coupon)', () => {
  it.each<[string, CouponRow | null, CouponUse, CouponOrder, string]>([
    ['an unknown code', null, unused, order, couponMessages.notFound],
    ['a switched-off coupon', coupon({ active: false }), unused, order, couponMessages.notFound],
    [
      'one that starts tomorrow',
      coupon({ startsAt: new Date(now.getTime() + day) }),
      unused,
      order,
      couponMessages.notStarted,
    ],
    [
      'one that ended',
      coupon({ expiresAt: new Date(now.getTime() - 1) }),
      unused,
      order,
      couponMessages.expired,
    ],
    ['one that ends right now', coupon({ expiresAt: now }), unused, order, couponMessages.expired],
    [
      'one used up',
      coupon({ maxRedemptions: 3 }),
      { redemptions: 3, teamRedemptions: 0 },
      order,
      couponMessages.usedUp,
    ],
    [
      'one the team used',
      coupon({ maxRedemptionsPerTeam: 1 }),
      { redemptions: 1, teamRedemptions: 1 },
      order,
      couponMessages.teamUsed,
    ],
    [
      'one for another flow',
      coupon({ flowKeys: ['order-ads'] }),
      unused,
      order,
      couponMessages.notForOrder,
    ],
    [
      'one for another treatment',
      coupon({ treatments: ['fixup'] }),
      unused,
      order,
      couponMessages.notForOrder,
    ],
    [
      'a treatment coupon before a treatment is chosen',
      coupon({ treatments: ['redesign'] }),
      unused,
      { ...order, treatment: null },
      couponMessages.notForOrder,
    ],
    [
      'a fixed amount in another currency',
      coupon({ ...fixed, currency: 'EUR' }),
      unused,
      order,
      couponMessages.otherCurrency,
    ],
  ])('refuses %s', (_case, row, use, forOrder, message) => {
    expect(checkCoupon(row, use, forOrder)).toEqual({ ok: false, message });
  });

  it.each<[string, CouponRow, CouponUse, CouponOrder]>([
    ['with no limits', coupon(), unused, order],
    [
      'that started and has not ended',
      coupon({ startsAt: new Date(now.getTime() - day), expiresAt: new Date(now.getTime() + day) }),
      unused,
      order,
    ],
    [
      'with uses left',
      coupon({ maxRedemptions: 3 }),
      { redemptions: 2, teamRedemptions: 0 },
      order,
    ],
    [
      'once per team for a visitor (checked when they place the order)',
      coupon({ maxRedemptionsPerTeam: 1 }),
      { redemptions: 5, teamRedemptions: null },
      order,
    ],
    [
      'for its flow and treatment',
      coupon({ flowKeys: ['order-now'], treatments: ['redesign'] }),
      unused,
      order,
    ],
    ['of a fixed amount in the order currency', coupon(fixed), unused, order],
  ])('accepts a coupon %s', (_case, row, use, forOrder) => {
    expect(checkCoupon(row, use, forOrder).ok).toBe(true);
  });

  it('takes a percentage of the subtotal (rounded half up) or a fixed amount', () => {
    const percent = checkCoupon(coupon({ percentage: 15 }), unused, order);
    const amount = checkCoupon(coupon(fixed), unused, order);
    if (!percent.ok || !amount.ok) throw new Error('refused');
    expect(percent.discount.label).toBe('Coupon WELCOME10 (15%)');
    expect(discountAmount(percent.discount, 30_010)).toBe(4_502);
    expect(discountAmount(amount.discount, 30_010)).toBe(2_000);
    expect(amount.discount.label).toBe('Coupon WELCOME10');
  });
});
