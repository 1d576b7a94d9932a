import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeLink,
  createUnsubscribeToken,
  readUnsubscribeToken,
} from './unsubscribe-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';

describe('unsubscribe tokens', () => {
  it('reads back the user id of a token signed for that type', () => {
    const token = createUnsubscribeToken({ secret, userId: 42, type: 'offers' });
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken({ secret, token, type: 'offers' })).toBe(42);
  });

  it('refuses another type, another secret, a changed user id and malformed tokens', () => {
    const token = createUnsubscribeToken({ secret, userId: 42, type: 'offers' });
    const signature = token.split('.')[1] ?? '';
    expect(readUnsubscribeToken({ secret, token, type: 'newsletter' })).toBeNull();
    expect(readUnsubscribeToken({ secret: `${secret}!`, token, type: 'offers' })).toBeNull();
    for (const bad of [
      `43.${signature}`,
      `42.${signature.slice(1)}A`,
      '42',
      '',
      `0.${signature}`,
    ]) {
      expect(readUnsubscribeToken({ secret, token: bad, type: 'offers' })).toBeNull();
    }
  });

  it('builds the link of the web page', () => {
    const link = createUnsubscribeLink({
      config: { publicOrigin: 'https://app.deckhand.test', cookieSecret: secret },
      userId: 7,
      type: 'order-updates',
    });
    const token = createUnsubscribeToken({ secret, userId: 7, type: 'order-updates' });
    expect(link).toBe(`https://app.deckhand.test/unsubscribe/order-updates?token=${token}`);
  });
});
