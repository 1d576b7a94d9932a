import {
  accountMessages,
  errorMessages,
  oauthMessages,
  pagePaths,
  type TCurrentUser,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { OAuthAttemptRow, SessionRow } from '../../db/schema/index.ts';
import { createSession, endSessionByToken } from '../../platform/auth/session-store.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createWelcomeMail } from '../../platform/mail/mail-templates.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { getCurrentUser } from '../users/index.ts';
import { type ExternalClaims, resolveExternalAccount } from './external-account.service.ts';
import type { IdentityProvider, IdentityProviders } from './identity-providers.ts';
import { consumeOAuthAttempt } from './oauth.queries.ts';

export type OAuthOutcome =
  | {
      kind: 'signed-in';
      attempt: OAuthAttemptRow;
      user: TCurrentUser;
      token: string;
      session: SessionRow;
    }
  /** attempt is null when the state named no attempt in flight (unknown, used, forged). */
  | { kind: 'failed'; attempt: OAuthAttemptRow | null; message: string };

export interface CompleteOAuthOptions {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin'>;
  identityProviders: IdentityProviders;
  providerId: string;
  /** The callback as the provider addressed it: redirect URI plus the query it sent. */
  callbackUrl: URL;
  previousToken: string | null;
  userAgent: string | null;
  deviceId?: string | null;
  /** Where the session signs in from (readSignInDevice). */
  country?: string | null;
  log: FastifyBaseLogger;
  now?: Date;
}

const failed = (attempt: OAuthAttemptRow | null, message: string): OAuthOutcome => ({
  kind: 'failed',
  attempt,
  message,
});

const isTrue = (value: unknown) => value === true || value === 'true';
const asString = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Code for tokens (PKCE verifier, state, and the nonce in the ID token are all checked by
 * openid-client), then the person's claims: from the ID token, or userinfo when it has no email.
 */
async function readExternalClaims(
  provider: IdentityProvider,
  attempt: OAuthAttemptRow,
  callbackUrl: URL,
  state: string,
): Promise<ExternalClaims> {
  const client = await provider.getClient();
  const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedState: state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('The token response has no ID token');
  let claims: Record<string, unknown> = idToken;
  if (!asString(idToken.email)) {
    claims = { ...(await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub)), ...claims };
  }
  return {
    subject: idToken.sub,
    email: asString(claims.email),
    emailVerified: isTrue(claims.email_verified),
    name: asString(claims.name),
  };
}

async function sendWelcomeMail(options: CompleteOAuthOptions, to: string, name: string) {
  const profileUrl = `${options.config.publicOrigin}${pagePaths.profile}`;
  const message = { to, ...createWelcomeMail({ name, profileUrl }) };
  await sendMailOrLog({ mailer: options.mailer, message, log: options.log });
}

/**
 * The provider's callback (§4): a state works once and for 10 minutes, for the provider that
 * issued it. Then the account is resolved (resolveExternalAccount) and a browser session starts.
 */
export async function completeOAuthAttempt(options: CompleteOAuthOptions): Promise<OAuthOutcome> {
  const { db, providerId, callbackUrl } = options;
  const now = options.now ?? new Date();
  const state = callbackUrl.searchParams.get('state');
  if (!state) return failed(null, oauthMessages.attemptInvalid);
  const attempt = await consumeOAuthAttempt(db, hashToken(state), now);
  if (!attempt) return failed(null, oauthMessages.attemptInvalid);
  if (attempt.provider !== providerId || attempt.expiresAt <= now) {
    return failed(attempt, oauthMessages.attemptInvalid);
  }
  const provider = options.identityProviders.get(providerId);
  if (!provider) return failed(attempt, accountMessages.unknownOAuthProvider);

  let claims: ExternalClaims;
  try {
    claims = await readExternalClaims(provider, attempt, callbackUrl, state);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: '' };
    options.log.warn({ provider: providerId, error: { name, message } }, 'external sign-in failed');
    return failed(attempt, oauthMessages.providerFailed);
  }
  try {
    const account = await resolveExternalAccount({ db, provider: providerId, claims, now });
    if (account.kind === 'refused') return failed(attempt, account.message);
    const { user } = account;
    if (account.created) await sendWelcomeMail(options, user.email, user.name);
    if (options.previousToken) await endSessionByToken({ db, token: options.previousToken, now });
    const { token, session } = await createSession({
      db,
      userId: user.id,
      remember: false,
      userAgent: options.userAgent,
      deviceId: options.deviceId ?? null,
      country: options.country ?? null,
      now,
    });
    const current = await getCurrentUser({ db, userId: user.id, token });
    if (!current) throw new Error('A signed-in user has no current-user data');
    return { kind: 'signed-in', attempt, user: current, token, session };
  } catch (error) {
    options.log.error({ err: error }, 'completing an external sign-in failed');
    return failed(attempt, errorMessages.serverIssues);
  }
}
