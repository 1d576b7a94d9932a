import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  billingDetailsMessages as bm,
  ZAddPaymentMethodRequest,
  ZPaymentMethod,
  ZUpdateBillingProfileRequest,
  ZUpdatePaymentMethodRequest,
} from './billing-details.ts';
import { validationMessages as m } from './messages.ts';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const address = { street: '1 Main St', city: 'Copenhagen', country: 208 };

describe('billing profile request', () => {
  it('reads empty optional fields as null and keeps digits of the phone', () => {
    const parsed = ZUpdateBillingProfileRequest.parse({
      ...address,
      companyName: '  ',
      vatNumber: '',
      billingEmail: 'Billing@Example.com',
      phoneNumber: '+45 55 55 55 55',
    });
    expect(parsed).toMatchObject({
      companyName: null,
      vatNumber: null,
      billingEmail: 'billing@example.com',
      phoneNumber: '4555555555',
    });
    expect(ZUpdateBillingProfileRequest.parse({ ...address, phoneNumber: '' }).phoneNumber).toBe(
      null,
    );
  });

  it('requires street, city and country, with the exact messages', () => {
    expect(errorsOf(ZUpdateBillingProfileRequest, { street: ' ', city: '' })).toEqual({
      street: [m.required],
      city: [m.required],
      country: [m.required],
    });
  });

  it.each([
    [{ vatNumber: 'DK<12>' }, 'vatNumber', bm.vatInvalid],
    [{ billingEmail: 'nope' }, 'billingEmail', m.email],
    [{ phoneNumber: '12' }, 'phoneNumber', m.phoneTooShort],
    [{ street: 'a\u0000b' }, 'street', m.invalidCharacters],
    [{ city: 'x'.repeat(101) }, 'city', m.tooLong(100)],
  ])('refuses %j', (change, field, message) => {
    expect(errorsOf(ZUpdateBillingProfileRequest, { ...address, ...change })[field]).toEqual([
      message,
    ]);
  });
});

describe('payment method requests', () => {
  it('adds a card by token, or the invoice method with its fields', () => {
    expect(ZAddPaymentMethodRequest.parse({ kind: 'card', token: 'tok_1' })).toEqual({
      kind: 'card',
      token: 'tok_1',
    });
    const invoice = ZAddPaymentMethodRequest.parse({
      kind: 'invoice',
      ...address,
      poNumber: 'PO-7',
      poExpiresAt: '2030-02-28',
    });
    expect(invoice).toMatchObject({ kind: 'invoice', poNumber: 'PO-7', poExpiresAt: '2030-02-28' });
  });

  it('refuses an unbounded token, a NUL and a date that does not exist', () => {
    expect(errorsOf(ZAddPaymentMethodRequest, { kind: 'card', token: 'x'.repeat(513) })).toEqual({
      token: [m.tooLong(512)],
    });
    expect(errorsOf(ZAddPaymentMethodRequest, { kind: 'card', token: 'a\u0000' })).toEqual({
      token: [m.invalidCharacters],
    });
    expect(
      errorsOf(ZAddPaymentMethodRequest, {
        kind: 'invoice',
        ...address,
        poExpiresAt: '2030-02-30',
      }),
    ).toEqual({ poExpiresAt: [m.invalidDate] });
  });

  it('updates only what is sent', () => {
    expect(ZUpdatePaymentMethodRequest.parse({ default: true })).toEqual({ default: true });
    expect(ZUpdatePaymentMethodRequest.parse({ vat: '' })).toEqual({ vat: null });
    expect(errorsOf(ZUpdatePaymentMethodRequest, { default: false })).toHaveProperty('default');
  });

  it('answers a card or an invoice method', () => {
    const card = {
      id: 1,
      kind: 'card',
      default: true,
      vat: null,
      brand: 'visa',
      last4: '4242',
      expirationMonth: 12,
      expirationYear: 2030,
    };
    expect(ZPaymentMethod.parse(card)).toEqual(card);
    expect(ZPaymentMethod.safeParse({ ...card, kind: 'invoice' }).success).toBe(false);
  });
});
