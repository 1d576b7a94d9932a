import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createUnsubscribeLink,
  createUnsubscribeToken,
  readUnsubscribeToken,
} from './unsubscribe-token.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const publicId = randomUUID();

describe('unsubscribe tokens', () => {
  it("read back the user's public id for that type, and carry no serial id", () => {
    const token = createUnsubscribeToken({ secret, publicId, type: 'offers' });
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(`${publicId}.`)).toBe(true);
    expect(readUnsubscribeToken({ secret, token, type: 'offers' })).toBe(publicId);
  });

  it('refuse another type, another secret, another public id, serial ids and malformed tokens', () => {
    const token = createUnsubscribeToken({ secret, publicId, type: 'offers' });
    const signature = token.split('.')[1] ?? '';
    expect(readUnsubscribeToken({ secret, token, type: 'newsletter' })).toBeNull();
    expect(readUnsubscribeToken({ secret: `${secret}!`, token, type: 'offers' })).toBeNull();
    const signedSerial = createUnsubscribeToken({ secret, publicId: '42', type: 'offers' });
    for (const bad of [
      `${randomUUID()}.${signature}`,
      `${publicId}.${signature.slice(1)}A`,
      signedSerial,
      publicId,
      '',
      `${publicId.toUpperCase()}.${signature}`,
    ]) {
      expect(readUnsubscribeToken({ secret, token: bad, type: 'offers' })).toBeNull();
    }
  });

  it('build the link of the web page', () => {
    const link = createUnsubscribeLink({
      config: { publicOrigin: 'https://app.deckhand.test', cookieSecret: secret },
      publicId,
      type: 'order-updates',
    });
    const token = createUnsubscribeToken({ secret, publicId, type: 'order-updates' });
    expect(link).toBe(`https://app.deckhand.test/unsubscribe/order-updates?token=${token}`);
  });
});
