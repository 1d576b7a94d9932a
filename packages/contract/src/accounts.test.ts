import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  defaultOAuthProviderIds,
  isSessionExpired,
  ZLoginRequest,
  ZMeResponse,
  ZOAuthAuthenticatedEvent,
  ZOAuthNotificationEvent,
  ZOAuthProvider,
  ZOAuthStartResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZResetRequestParams,
  ZResetRequestResponse,
} from './accounts.ts';
import { creditPackMaxSavingPercent, limits } from './constants.ts';
import { accountMessages as am, validationMessages as m } from './messages.ts';

/** Each failing path with its first message; {} when the value passes. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const strong = 'Abcdef1!';

describe('register request', () => {
  it('defaults receiveOffers to false', () => {
    const parsed = ZRegisterRequest.parse({ fullName: 'Anna', email: 'A@b.co', password: strong });
    expect(parsed).toEqual({
      fullName: 'Anna',
      email: 'a@b.co',
      password: strong,
      receiveOffers: false,
    });
  });
  it('gives the spec messages on bad input', () => {
    expect(
      errorsOf(ZRegisterRequest, { fullName: 'Анна', email: 'anna', password: 'short' }),
    ).toEqual({
      fullName: m.latinName,
      email: m.email,
      password: m.passwordTooShort,
    });
  });
  it('marks every missing field required', () => {
    expect(errorsOf(ZRegisterRequest, {})).toEqual({
      fullName: m.required,
      email: m.required,
      password: m.required,
    });
  });
  it('applies the password strength rule', () => {
    expect(
      errorsOf(ZRegisterRequest, { fullName: 'Anna', email: 'a@b.co', password: 'abcdefg1!' }),
    ).toEqual({ password: m.passwordUppercase });
  });
  it('answers with an optional token and a redirect', () => {
    expect(ZRegisterResponse.safeParse({ redirectUrl: '/my-profile' }).success).toBe(true);
    expect(ZRegisterResponse.safeParse({ token: 't' }).success).toBe(false);
  });
});

describe('login request', () => {
  it('only requires the password, without the strength rule', () => {
    const parsed = ZLoginRequest.parse({ email: 'anna@example.com', password: 'weak' });
    expect(parsed).toEqual({ email: 'anna@example.com', password: 'weak', remember: false });
  });
  it('gives the spec messages on bad input', () => {
    expect(errorsOf(ZLoginRequest, { email: 'nope', password: '' })).toEqual({
      email: m.email,
      password: m.required,
    });
    expect(errorsOf(ZLoginRequest, {})).toEqual({ email: m.required, password: m.required });
  });
  it('does not trim the password', () => {
    expect(ZLoginRequest.parse({ email: 'a@b.co', password: ' pw ' }).password).toBe(' pw ');
  });
});

describe('current session', () => {
  it('is expired without a token or user', () => {
    expect(isSessionExpired(ZMeResponse.parse({ user: null, token: null }))).toBe(true);
  });
});

describe('external sign-in', () => {
  it('accepts the default provider ids and rejects odd ones', () => {
    for (const id of defaultOAuthProviderIds)
      expect(ZOAuthProvider.safeParse(id).success).toBe(true);
    expect(ZOAuthProvider.safeParse('../x').success).toBe(false);
    expect(ZOAuthProvider.safeParse('').success).toBe(false);
  });
  it('starts with a channel and an absolute popup address', () => {
    const start = { channel: 'oauth.abc', redirectUrl: 'https://accounts.example.com/auth' };
    expect(ZOAuthStartResponse.parse(start)).toEqual(start);
    expect(ZOAuthStartResponse.safeParse({ ...start, redirectUrl: '/auth' }).success).toBe(false);
  });
  it('checks the realtime events', () => {
    expect(ZOAuthAuthenticatedEvent.safeParse({ token: 't', redirectUrl: '/' }).success).toBe(
      false,
    );
    expect(ZOAuthNotificationEvent.parse({ type: 'error', message: 'No' }).type).toBe('error');
  });
});

describe('password reset', () => {
  it('requests with a valid email', () => {
    expect(errorsOf(ZResetRequestParams, { email: 'x' })).toEqual({ email: m.email });
    expect(ZResetRequestResponse.parse({})).toEqual({});
  });
  it('needs a token, the password rule and a matching confirmation', () => {
    expect(errorsOf(ZResetPasswordRequest, { password: 'Abc', confirmPassword: '' })).toEqual({
      password: m.passwordTooShort,
      confirmPassword: m.required,
      token: m.required,
    });
    const mismatch = { token: 't', password: strong, confirmPassword: `${strong}x` };
    expect(errorsOf(ZResetPasswordRequest, mismatch)).toEqual({
      confirmPassword: m.passwordsMatch,
    });
    expect(ZResetPasswordRequest.parse({ ...mismatch, confirmPassword: strong }).token).toBe('t');
  });
});

describe('account texts', () => {
  it('follow the constants they name', () => {
    expect(am.signupPasswordPlaceholder).toBe(`At least ${limits.passwordMin} characters`);
    expect(am.creditsOffer).toContain(`${creditPackMaxSavingPercent}%`);
  });
});
