import { describe, expect, it } from 'vitest';
import {
  getSignupRedirect,
  isVerificationLink,
  opensVerificationInNewWindow,
} from './get-signup-redirect';

const verifyLink = 'https://app.deckhand.test/v1/users/verify/abc123';

describe('the verification link after sign-up (§2.3)', () => {
  it.each([
    '/order-now',
    '/order-ads',
    '/order-quote',
    '/clients/acme/order-now',
    '/try-us-out',
    '/10-for-49',
    '/my-profile/orders/new',
  ])('opens in a new window on %s', (pathname) => {
    expect(opensVerificationInNewWindow(pathname)).toBe(true);
    expect(getSignupRedirect({ redirectUrl: verifyLink }, pathname)).toEqual({
      type: 'new-window',
      url: verifyLink,
    });
  });

  it.each(['/signup', '/join/abc', '/quote', '/pricing'])(
    'is followed directly on %s',
    (pathname) => {
      expect(opensVerificationInNewWindow(pathname)).toBe(false);
      expect(getSignupRedirect({ redirectUrl: verifyLink }, pathname)).toEqual({
        type: 'assign',
        url: verifyLink,
      });
    },
  );

  it('treats an answer with a token as the verification link', () => {
    expect(
      getSignupRedirect({ token: 't', redirectUrl: '/v1/users/verify/x' }, '/try-us-out'),
    ).toEqual({ type: 'new-window', url: '/v1/users/verify/x' });
  });

  it('recognises verification links but not reset-password ones', () => {
    expect(isVerificationLink(verifyLink)).toBe(true);
    expect(isVerificationLink('/v1/users/verify/t')).toBe(true);
    expect(isVerificationLink('/v1/users/verify/reset-password/t')).toBe(false);
    expect(isVerificationLink('/my-profile')).toBe(false);
  });
});

describe('another redirect after sign-up (§4)', () => {
  it('pushes an in-app address to the router', () => {
    expect(getSignupRedirect({ redirectUrl: '/my-profile' }, '/signup')).toEqual({
      type: 'navigate',
      to: '/my-profile',
    });
  });

  it('follows an external address by navigation', () => {
    expect(getSignupRedirect({ redirectUrl: 'https://id.example/x' }, '/signup')).toEqual({
      type: 'assign',
      url: 'https://id.example/x',
    });
  });

  it('does nothing during the order steps', () => {
    expect(getSignupRedirect({ redirectUrl: '/my-profile' }, '/order-now/step/signup')).toBeNull();
  });
});
