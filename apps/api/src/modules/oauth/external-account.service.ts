import { oauthMessages } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import {
  createCustomerWithTeam,
  getUserAccount,
  getUserByEmail,
  markEmailVerified,
} from '../users/index.ts';
import { getUserByExternalIdentity, linkExternalIdentity } from './oauth.queries.ts';

/** What the ID token (or userinfo) says about the person. */
export interface ExternalClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type ExternalAccount =
  | { kind: 'user'; user: UserRow; created: boolean }
  | { kind: 'refused'; message: string };

const refused = (message: string): ExternalAccount => ({ kind: 'refused', message });

/** Disabled accounts, and teams that require another provider, cannot sign in this way. */
async function getRefusal(db: Db, user: UserRow, provider: string): Promise<string | null> {
  if (user.disabledAt) return oauthMessages.accountDisabled;
  const required = (await getUserAccount(db, user.id))?.team?.requiredIdentityProvider ?? null;
  return required && required !== provider ? oauthMessages.wrongProvider : null;
}

function getDisplayName(claims: ExternalClaims, email: string): string {
  const name = claims.name?.trim();
  return (name || email.split('@')[0] || email).slice(0, 100);
}

/**
 * Finds the account of an external identity (§4): the user already linked to (provider, subject);
 * else the user with the same email, linked only when the provider says the email is verified;
 * else a new customer with their own team (only for a verified email).
 */
export async function resolveExternalAccount(options: {
  db: Db;
  provider: string;
  claims: ExternalClaims;
  now: Date;
}): Promise<ExternalAccount> {
  const { db, provider, claims, now } = options;
  const linked = await getUserByExternalIdentity(db, provider, claims.subject);
  if (linked) {
    const refusal = await getRefusal(db, linked, provider);
    return refusal ? refused(refusal) : { kind: 'user', user: linked, created: false };
  }
  const email = claims.email?.trim().toLowerCase();
  if (!email) return refused(oauthMessages.emailMissing);

  const existing = await getUserByEmail(db, email);
  if (existing) {
    if (!claims.emailVerified) return refused(oauthMessages.linkNeedsVerifiedEmail);
    const refusal = await getRefusal(db, existing, provider);
    if (refusal) return refused(refusal);
    await linkExternalIdentity(db, { provider, subject: claims.subject, userId: existing.id });
    if (!existing.emailVerifiedAt) await markEmailVerified(db, existing.id, now);
    const user = { ...existing, emailVerifiedAt: existing.emailVerifiedAt ?? now };
    return { kind: 'user', user, created: false };
  }

  if (!claims.emailVerified) return refused(oauthMessages.emailNotVerified);
  const { user } = await createCustomerWithTeam(db, {
    email,
    name: getDisplayName(claims, email),
    passwordHash: null,
    receiveOffers: false,
    emailVerifiedAt: now,
  });
  await linkExternalIdentity(db, { provider, subject: claims.subject, userId: user.id });
  return { kind: 'user', user, created: true };
}
