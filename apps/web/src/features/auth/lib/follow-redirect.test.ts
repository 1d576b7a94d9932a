import { describe, expect, it } from 'vitest';
import { isHomeTarget, toRedirectTarget } from './follow-redirect';

const origin = 'https://app.deckhand.test';

describe('following a redirectUrl', () => {
  it('routes in-app addresses, relative or absolute on this origin', () => {
    expect(toRedirectTarget('/login?x=1', origin)).toEqual({ type: 'navigate', to: '/login?x=1' });
    expect(toRedirectTarget(`${origin}/my-profile`, origin)).toEqual({
      type: 'navigate',
      to: '/my-profile',
    });
  });

  it('loads other sites and API addresses as pages', () => {
    expect(toRedirectTarget('https://id.example/auth', origin)).toEqual({
      type: 'assign',
      url: 'https://id.example/auth',
    });
    expect(toRedirectTarget('/v1/users/verify/t', origin)).toEqual({
      type: 'assign',
      url: '/v1/users/verify/t',
    });
  });

  it('knows the home page', () => {
    expect(isHomeTarget('/', origin)).toBe(true);
    expect(isHomeTarget(`${origin}/`, origin)).toBe(true);
    expect(isHomeTarget('/login', origin)).toBe(false);
    expect(isHomeTarget('https://elsewhere.test/', origin)).toBe(false);
  });
});
