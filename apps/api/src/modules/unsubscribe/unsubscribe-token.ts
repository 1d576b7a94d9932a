import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TUnsubscribeType } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';

/**
 * The token of an emailed unsubscribe link: `{userId}.{signature}`, the signature being
 * HMAC-SHA256 over the user id and the email type with COOKIE_SECRET, base64url. It does not
 * expire: a link in an old mail keeps working. Changing the secret invalidates every link.
 */
function sign(secret: string, userId: number, type: TUnsubscribeType): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${type}`).digest('base64url');
}

export function createUnsubscribeToken(options: {
  secret: string;
  userId: number;
  type: TUnsubscribeType;
}): string {
  return `${options.userId}.${sign(options.secret, options.userId, options.type)}`;
}

/** The user id a token was made for, or null when it is malformed or signed for something else. */
export function readUnsubscribeToken(options: {
  secret: string;
  token: string;
  type: TUnsubscribeType;
}): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(options.token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(sign(options.secret, userId, options.type));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The web page of §2.2 with the signed token: `${PUBLIC_ORIGIN}/unsubscribe/{type}?token=…`. */
export function createUnsubscribeLink(options: {
  config: Pick<AppConfig, 'publicOrigin' | 'cookieSecret'>;
  userId: number;
  type: TUnsubscribeType;
}): string {
  const token = createUnsubscribeToken({
    secret: options.config.cookieSecret,
    userId: options.userId,
    type: options.type,
  });
  const url = new URL(`/unsubscribe/${options.type}`, options.config.publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
