/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, for tests that drive the
 * whole authorization code flow: the API's OAuth tests (apps/api/src/test/oauth-environment.ts)
 * and the browser journeys, where it stands in for 'google' (e2e/support/global-setup.ts).
 * Its development login form (devInteractions: fields "login" and "password", any password) signs
 * in the account whose login is typed; consent is granted automatically.
 */

export interface TestOidcAccount {
  email?: string | null;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** Accounts by login (= their `sub`); tests may add and change them at any time. */
  accounts: Map<string, TestOidcAccount>;
  close(): Promise<void>;
}

export interface StartOidcProviderOptions {
  clients: TestOidcClient[];
  /** Accounts by login (= their `sub`). */
  accounts?: Record<string, TestOidcAccount>;
  /**
   * Lifetime of access and ID tokens, grants, interactions and sessions, in seconds (default 600;
   * a whole browser run wants longer). Authorization codes always live 60 seconds.
   */
  ttlSeconds?: number;
}

export async function startOidcProvider(
  options: StartOidcProviderOptions,
): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const ttl = options.ttlSeconds ?? 600;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the scope's claims ride in the ID token too.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    ttl: {
      AccessToken: ttl,
      AuthorizationCode: 60,
      Grant: ttl,
      IdToken: ttl,
      Interaction: ttl,
      Session: ttl,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    // A first-party client: the grant is given without a consent screen.
    loadExistingGrant: async (ctx: OidcContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
