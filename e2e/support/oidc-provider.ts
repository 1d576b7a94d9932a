import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, standing in for 'google'
 * in the browser journeys. Its development login form (devInteractions: fields "login" and
 * "password", any password) signs in the account whose login is typed; consent is automatic.
 * A copy of apps/api/src/test/oidc-provider.ts: e2e does not import the API's sources.
 */

export interface OidcAccount {
  email?: string | null;
  email_verified?: boolean;
  name?: string;
}

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  /** Accounts by login (= their `sub`). */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  clients: OidcClient[];
  accounts?: Record<string, OidcAccount>;
}): Promise<RunningOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
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
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'e2e-key', alg: 'RS256', use: 'sig' }] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 3600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
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
