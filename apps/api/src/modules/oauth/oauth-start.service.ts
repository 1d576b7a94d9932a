import {
  accountMessages,
  pagePaths,
  realtimeChannels,
  type TOAuthStartResponse,
} from '@deckhand/contract';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database.ts';
import type { OAuthAttemptMode } from '../../db/schema/index.ts';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityProvider, IdentityProviders } from './identity-providers.ts';
import { insertOAuthAttempt } from './oauth.queries.ts';

/** How long the user has to finish signing in at the provider. */
export const oauthAttemptLifetimeMs = 10 * 60 * 1000;
export const oauthScope = 'openid email profile';

export interface StartOAuthAttemptOptions {
  db: Db;
  provider: IdentityProvider;
  mode: OAuthAttemptMode;
  /** Redirect mode: the in-app path to land on after signing in. */
  returnTo?: string;
  now?: Date;
}

/**
 * Starts an authorization code flow with state, nonce and PKCE (S256). The attempt is stored by
 * the sha-256 of its state, so the provider's callback may reach any instance; a popup attempt
 * also gets a realtime channel named by 32 random bytes, which only the opener learns.
 */
export async function startOAuthAttempt(options: StartOAuthAttemptOptions) {
  const { db, provider, mode } = options;
  const now = options.now ?? new Date();
  const client = await provider.getClient();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const channel = mode === 'popup' ? realtimeChannels.oauth(createOpaqueToken()) : null;
  const redirectUrl = oidc.buildAuthorizationUrl(client, {
    redirect_uri: provider.redirectUri,
    scope: oauthScope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const attempt = {
    stateHash: hashToken(state),
    provider: provider.id,
    mode,
    channel,
    codeVerifier,
    nonce,
    returnTo: options.returnTo ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + oauthAttemptLifetimeMs),
  };
  await insertOAuthAttempt(db, attempt, now);
  return { channel, redirectUrl: redirectUrl.href };
}

/** GET /v1/oauth/login/{provider}: a popup attempt; 404 for a provider that is not offered. */
export async function startPopupSignIn(options: {
  db: Db;
  identityProviders: IdentityProviders;
  providerId: string;
}): Promise<TOAuthStartResponse> {
  const provider = options.identityProviders.get(options.providerId);
  if (!provider) throw new AppError('NOT_FOUND', accountMessages.unknownOAuthProvider);
  const { channel, redirectUrl } = await startOAuthAttempt({
    db: options.db,
    provider,
    mode: 'popup',
  });
  if (!channel) throw new Error('A popup attempt has a channel');
  return { channel, redirectUrl };
}

/**
 * For a team that requires its provider (412 from login): the provider's sign-in address of a new
 * redirect-mode attempt that lands in the profile; null when that provider is not configured.
 */
export async function startRequiredSignIn(options: {
  db: Db;
  identityProviders: IdentityProviders;
  providerId: string;
}): Promise<string | null> {
  const provider = options.identityProviders.get(options.providerId);
  if (!provider) return null;
  const attempt = await startOAuthAttempt({
    db: options.db,
    provider,
    mode: 'redirect',
    returnTo: pagePaths.profile,
  });
  return attempt.redirectUrl;
}
