import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret for sessions and emailed links: 32 random bytes, base64url (43 chars). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token: its sha-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
