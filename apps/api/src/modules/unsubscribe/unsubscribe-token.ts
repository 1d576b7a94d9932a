import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePaths, type TUnsubscribeType } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';

/**
 * The token of an emailed unsubscribe link: `{publicId}.{signature}`. The public id is the user's
 * random `users.public_id` (a UUID), never the serial id, so a token cannot be made for someone
 * by counting, not even with the secret; the signature is HMAC-SHA256 over the public id and the
 * email type with COOKIE_SECRET, base64url. It does not expire: a link in an old mail keeps
 * working. Changing the secret invalidates every link.
 */
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const tokenPattern = new RegExp(`^(${uuidPattern})\\.([A-Za-z0-9_-]{43})$`);

function sign(secret: string, publicId: string, type: TUnsubscribeType): string {
  return createHmac('sha256', secret).update(`unsubscribe:${publicId}:${type}`).digest('base64url');
}

export function createUnsubscribeToken(options: {
  secret: string;
  publicId: string;
  type: TUnsubscribeType;
}): string {
  return `${options.publicId}.${sign(options.secret, options.publicId, options.type)}`;
}

/** The public id a token was made for, or null when it is malformed or signed for something else. */
export function readUnsubscribeToken(options: {
  secret: string;
  token: string;
  type: TUnsubscribeType;
}): string | null {
  const match = tokenPattern.exec(options.token);
  if (!match?.[1] || !match[2]) return null;
  const publicId = match[1];
  const expected = Buffer.from(sign(options.secret, publicId, options.type));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

/** The web page of §2.2 with the signed token: `${PUBLIC_ORIGIN}/unsubscribe/{type}?token=…`. */
export function createUnsubscribeLink(options: {
  config: Pick<AppConfig, 'publicOrigin' | 'cookieSecret'>;
  publicId: string;
  type: TUnsubscribeType;
}): string {
  const token = createUnsubscribeToken({
    secret: options.config.cookieSecret,
    publicId: options.publicId,
    type: options.type,
  });
  const url = new URL(pagePaths.unsubscribe(options.type), options.config.publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
