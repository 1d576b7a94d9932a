import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { accountMessages as am, validationMessages as m } from './messages.ts';
import {
  type TUpdateUserDetailsRequest,
  ZChangePasswordRequest,
  ZSessionsResponse,
  ZUpdateUserDetailsRequest,
} from './profile.ts';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('user details request', () => {
  it('coerces the country and dial code and keeps phone digits', () => {
    const parsed = ZUpdateUserDetailsRequest.parse({
      name: 'Anna Smith',
      company: '  Acme  ',
      zip: '',
      city: null,
      countryId: '45',
      dialCode: '45',
      phone: '55 55-55 55',
    });
    expect(parsed).toEqual({
      name: 'Anna Smith',
      company: 'Acme',
      countryId: 45,
      dialCode: 45,
      phone: '55555555',
    });
  });
  it('leaves phone and zip optional', () => {
    expect(ZUpdateUserDetailsRequest.parse({ name: 'Anna', countryId: 1 })).toEqual({
      name: 'Anna',
      countryId: 1,
    });
    expectTypeOf<TUpdateUserDetailsRequest['zip']>().toEqualTypeOf<string | undefined>();
  });
  it('gives the spec messages on bad input', () => {
    expect(
      errorsOf(ZUpdateUserDetailsRequest, { name: 'R2D2', countryId: '', phone: '12' }),
    ).toEqual({
      name: m.latinName,
      countryId: m.required,
      phone: m.phoneTooShort,
    });
    expect(
      errorsOf(ZUpdateUserDetailsRequest, {
        name: 'Anna',
        countryId: 1,
        dialCode: 45,
        phone: '1'.repeat(16),
      }),
    ).toEqual({ phone: m.phoneTooLong });
  });
  it('needs a dial code with a phone', () => {
    expect(
      errorsOf(ZUpdateUserDetailsRequest, { name: 'Anna', countryId: 1, phone: '5555' }),
    ).toEqual({
      dialCode: m.required,
    });
  });
});

describe('change password request', () => {
  const valid = { currentPassword: 'old', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
  it('accepts any current password and a strong new one', () => {
    expect(ZChangePasswordRequest.parse(valid)).toEqual(valid);
  });
  it('gives the spec messages on bad input', () => {
    expect(errorsOf(ZChangePasswordRequest, { password: 'abc' })).toEqual({
      currentPassword: m.required,
      password: m.passwordTooShort,
      confirmPassword: m.required,
    });
    expect(errorsOf(ZChangePasswordRequest, { ...valid, confirmPassword: 'Abcdef1?' })).toEqual({
      confirmPassword: m.passwordsMatch,
    });
  });
  it('refuses the current password as the new one', () => {
    const same = { currentPassword: 'Abcdef1!', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(errorsOf(ZChangePasswordRequest, same)).toEqual({ password: am.samePassword });
  });
});

describe('sessions', () => {
  it('lists sessions with the current flag', () => {
    const session = {
      id: '123e4567-e89b-12d3-a456-426614174000',
      createdAt: '2026-11-20T08:00:00.000000Z',
      lastSeenAt: '2026-11-22T10:15:00.123456Z',
      deviceId: 'device-1',
      userAgent: 'Mozilla/5.0',
      place: 'Denmark',
      isCurrent: true,
    };
    expect(ZSessionsResponse.parse({ sessions: [session] }).sessions[0]?.isCurrent).toBe(true);
    expect(
      ZSessionsResponse.parse({ sessions: [{ ...session, place: null }] }).sessions[0],
    ).toEqual({ ...session, place: null });
    expect(ZSessionsResponse.safeParse({ sessions: [{ ...session, id: 'abc' }] }).success).toBe(
      false,
    );
  });
});
