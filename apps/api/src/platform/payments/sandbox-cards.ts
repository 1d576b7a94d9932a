import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayCard } from './gateway.ts';

/**
 * The sandbox gateway's cards. Like a real provider's test mode, the outcome of a charge depends
 * on the card number: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for the bank's check
 * (3-D Secure: the sandbox bank check page settles it; off-session it is refused); any other
 * valid number succeeds. Only a token,
 * brand, last four digits and expiry are kept: the token carries them, signed, so the sandbox
 * stores nothing and any instance can read it.
 */

export const sandboxOutcomes = {
  '0002': { code: 'card_declined', message: 'Your card was declined.' },
  '9995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
} as const satisfies Record<string, { code: string; message: string }>;

/** The last four of the test card whose bank asks the customer to confirm (Stripe's 3DS2 card). */
export const sandboxBankCheckLast4 = '3184';

/** Stripe's words for a card that needs a confirmation the customer is not there to give. */
export const sandboxAuthenticationRequired = {
  code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
} as const;

/** The refusal of a last-four, or null when a charge on that card succeeds. */
export function findSandboxRefusal(last4: string): { code: string; message: string } | null {
  return (sandboxOutcomes as Record<string, { code: string; message: string }>)[last4] ?? null;
}

const tokenPrefix = 'tok_sandbox_';

function sign(secret: string, body: string): string {
  return createHmac('sha256', `sandbox-card:${secret}`).update(body).digest('base64url');
}

/** A token for a card the sandbox frame accepted. */
export function issueSandboxToken(secret: string, card: Omit<GatewayCard, 'gatewayRef'>): string {
  const body = Buffer.from(
    JSON.stringify({
      b: card.brand,
      l: card.last4,
      m: card.expMonth,
      y: card.expYear,
      n: randomBytes(6).toString('base64url'),
    }),
  ).toString('base64url');
  return `${tokenPrefix}${body}.${sign(secret, body)}`;
}

/** The card behind a sandbox token, or null when the token is not one the sandbox issued. */
export function readSandboxToken(secret: string, token: string): GatewayCard | null {
  if (!token.startsWith(tokenPrefix) || token.length > 512) return null;
  const [body, signature] = token.slice(tokenPrefix.length).split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      b: string;
      l: string;
      m: number;
      y: number;
    };
    return { gatewayRef: token, brand: data.b, last4: data.l, expMonth: data.m, expYear: data.y };
  } catch {
    return null;
  }
}

const secretSeparator = '_secret_';

function signCharge(secret: string, chargeId: string): string {
  return createHmac('sha256', `sandbox-bank-check:${secret}`)
    .update(chargeId)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The client secret of a sandbox charge waiting for the bank's check: the charge id and an HMAC
 * of it (Stripe's shape, `<intent>_secret_<...>`), so any instance can check it without storing it.
 */
export function issueSandboxClientSecret(secret: string, chargeId: string): string {
  return `${chargeId}${secretSeparator}${signCharge(secret, chargeId)}`;
}

/** The charge id behind a client secret, or null when the sandbox did not issue it. */
export function readSandboxClientSecret(secret: string, clientSecret: string): string | null {
  const at = clientSecret.lastIndexOf(secretSeparator);
  if (at <= 0 || clientSecret.length > 200) return null;
  const chargeId = clientSecret.slice(0, at);
  const expected = Buffer.from(signCharge(secret, chargeId));
  const given = Buffer.from(clientSecret.slice(at + secretSeparator.length));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return chargeId;
}

/** Brand from the number's prefix, as providers report it. */
export function detectCardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
