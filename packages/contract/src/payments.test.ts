import { describe, expect, it } from 'vitest';
import { paymentMessages, ZIdempotencyKey, ZPaymentResult } from './payments.ts';

describe('ZIdempotencyKey', () => {
  it('takes a UUID', () => {
    expect(ZIdempotencyKey.parse('0b3c1f4e-8d2a-4c6b-9e7f-1a2b3c4d5e6f')).toBe(
      '0b3c1f4e-8d2a-4c6b-9e7f-1a2b3c4d5e6f',
    );
  });

  it.each([
    '',
    'not-a-uuid',
    '0b3c1f4e8d2a4c6b9e7f1a2b3c4d5e6f',
    '0b3c1f4e-8d2a-4c6b-9e7f-1a2b3c4d5e6f0',
    'x'.repeat(10_000),
  ])('refuses %j with one message', (value) => {
    const result = ZIdempotencyKey.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      paymentMessages.idempotencyKeyInvalid,
    ]);
  });

  it('refuses NUL like every string', () => {
    expect(ZIdempotencyKey.safeParse('0b3c1f4e-8d2a-4c6b-9e7f-1a2b3c4d5e6\u0000').success).toBe(
      false,
    );
  });
});

describe('ZPaymentResult', () => {
  const payment = {
    id: 1,
    purpose: 'creditPack',
    status: 'succeeded',
    description: 'Silver credit pack',
    amount: 45_000,
    currency: 'USD',
    methodLabel: 'Visa •••• 4242',
    failureMessage: null,
    createdAt: '2026-11-23T10:00:00.000000Z',
    paidAt: '2026-11-23T10:00:01.000000Z',
    receiptAvailable: true,
  };

  it('reads a payment with or without a client secret', () => {
    expect(ZPaymentResult.parse({ payment })).toEqual({ payment });
    expect(ZPaymentResult.parse({ payment, clientSecret: 'pi_1_secret' }).clientSecret).toBe(
      'pi_1_secret',
    );
  });

  it('refuses an unknown status and a fractional amount', () => {
    expect(ZPaymentResult.safeParse({ payment: { ...payment, status: 'paid' } }).success).toBe(
      false,
    );
    expect(ZPaymentResult.safeParse({ payment: { ...payment, amount: 1.5 } }).success).toBe(false);
  });
});
