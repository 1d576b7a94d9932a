import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import {
  isEmailAddress,
  parseRedirectTarget,
  requiredString,
  toServerTimestamp,
  ZDialCode,
  ZEmail,
  ZIdentifier,
  ZNumberField,
  ZPassword,
  ZPasswordWithConfirmation,
  ZPersonName,
  ZPhone,
  ZPositiveInteger,
  ZRouteId,
  ZServerDate,
} from './validation.ts';

/** The first message a schema gives for a value, or null when the value passes. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('required', () => {
  it.each([undefined, null, '', '   '])('rejects %j with the spec message', (value) => {
    expect(firstError(requiredString(10), value)).toBe(m.required);
  });
  it('accepts text', () => expect(firstError(requiredString(10), 'x')).toBeNull());
});

describe('positive integer', () => {
  it.each([0, -3, 1.5, '0'])('rejects %j', (value) => {
    expect(firstError(ZPositiveInteger, value)).toBe(m.positiveInteger);
  });
  it.each([1, '42', 32767])('accepts %j', (value) => {
    expect(firstError(ZPositiveInteger, value)).toBeNull();
  });
});

describe('names', () => {
  it.each(['Anna Smith', "O'Neil", 'Jean-Luc', 'Søren Ærø', 'José Núñez'])('accepts %s', (v) => {
    expect(firstError(ZPersonName, v)).toBeNull();
  });
  it.each(['Анна', 'Li 李', 'R2D2', 'a@b'])('rejects %s', (v) => {
    expect(firstError(ZPersonName, v)).toBe(m.latinName);
  });
});

describe('email', () => {
  it.each(['anna@example.com', 'a.b+c@studio.co.uk'])('accepts %s', (v) => {
    expect(firstError(ZEmail, v)).toBeNull();
  });
  it.each(['anna', 'a@@b.com', 'a@b@c.com', 'a b@c.com', 'anna@example'])('rejects %s', (v) => {
    expect(firstError(ZEmail, v)).toBe(m.email);
  });
  it('lower-cases and trims', () =>
    expect(ZEmail.parse(' Anna@Example.COM ')).toBe('anna@example.com'));
});

describe('phone', () => {
  it('keeps digits only', () => expect(ZPhone.parse('+45 55-55 55 55')).toBe('4555555555'));
  it('is too short below 4 digits', () => expect(firstError(ZPhone, '12 3')).toBe(m.phoneTooShort));
  it('is too long above 15 digits', () => {
    expect(firstError(ZPhone, '1234567890123456')).toBe(m.phoneTooLong);
  });
  it('accepts 4 and 15 digits', () => {
    expect(firstError(ZPhone, '1234')).toBeNull();
    expect(firstError(ZPhone, '123456789012345')).toBeNull();
  });
  it('coerces the dial code to a number', () => expect(ZDialCode.parse('45')).toBe(45));
});

describe('password', () => {
  it.each([
    ['Ab1!', m.passwordTooShort],
    [`Ab1!${'a'.repeat(125)}`, m.passwordTooLong],
    ['Abcdefg!', m.passwordDigit],
    ['Abcdefg1', m.passwordSymbol],
    ['Abcdefg1!é', m.passwordLatin],
    ['abcdefg1!', m.passwordUppercase],
    ['ABCDEFG1!', m.passwordLowercase],
    ['', m.required],
  ])('%j gives %s', (value, message) => {
    expect(firstError(ZPassword, value)).toBe(message);
  });
  it('accepts 8 and 128 characters', () => {
    expect(firstError(ZPassword, 'Abcdef1!')).toBeNull();
    expect(firstError(ZPassword, `Ab1!${'a'.repeat(124)}`)).toBeNull();
  });
  it('puts a mismatch on confirmPassword', () => {
    const result = ZPasswordWithConfirmation.safeParse({
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1?',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: m.passwordsMatch,
    });
  });
});

describe('server dates', () => {
  it.each(['2026-11-22T10:15:00.123456Z', '2026-11-22', '2028-02-29', '2000-02-29', '2026-12-31'])(
    'accepts %s',
    (v) => {
      expect(firstError(ZServerDate, v)).toBeNull();
    },
  );
  it.each(['2026-11-22T10:15:00Z', '22.11.2026', '2026-11-22T10:15:00.123Z'])(
    'rejects the format of %s',
    (v) => expect(firstError(ZServerDate, v)).toBe(m.invalidDateFormat),
  );
  it.each([
    '2026-02-30',
    '2026-13-01T00:00:00.000000Z',
    '2026-00-10',
    '2026-04-31',
    '2026-02-29',
    '1900-02-29',
    '2026-01-00',
  ])('rejects the impossible %s', (v) => {
    expect(firstError(ZServerDate, v)).toBe(m.invalidDate);
  });
  it('formats timestamps with six fractional digits', () => {
    expect(toServerTimestamp(new Date('2026-11-22T10:15:00.123Z'))).toBe(
      '2026-11-22T10:15:00.123000Z',
    );
  });
});

describe('identifiers and routes', () => {
  it('coerces the route id to a number', () => expect(ZRouteId.parse('17')).toBe(17));
  it('accepts the 8-4-4-4-12 form', () => {
    expect(firstError(ZIdentifier, '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
    expect(firstError(ZIdentifier, '123e4567e89b12d3a456426614174000')).not.toBeNull();
  });
  it('keeps number fields within 32767 and null when cleared', () => {
    expect(ZNumberField.parse(null)).toBeNull();
    expect(firstError(ZNumberField, 32768)).not.toBeNull();
  });
});

describe('redirect targets', () => {
  it('keeps valid http(s) urls', () => {
    expect(parseRedirectTarget('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
  });
  it.each([undefined, '', 'not a url', 'javascript:alert(1)', '/relative'])('nulls %j', (v) => {
    expect(parseRedirectTarget(v)).toBeNull();
  });
});

describe('email addresses checked without zod', () => {
  it.each([
    'ada@example.com',
    '  Ada@Example.COM ',
    'ada@example',
    '',
    '   ',
    'ada@@example.com',
    'a b@example.com',
    `${'a'.repeat(250)}@example.com`,
    'ada\u0000@example.com',
  ])('agree with ZEmail: %j', (value) => {
    expect(isEmailAddress(value)).toBe(ZEmail.safeParse(value).success);
  });

  it('refuse what is not text', () => {
    expect(isEmailAddress(42)).toBe(false);
    expect(isEmailAddress(null)).toBe(false);
  });
});
