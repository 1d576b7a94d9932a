import type { TOAuthProviderInfo } from '@deckhand/contract';
import * as oidc from 'openid-client';
import type { IdentityProviderConfig } from '../../identity-provider-config.ts';

export interface IdentityProvider extends IdentityProviderConfig {
  /** The provider's discovered metadata with our client; fetched once, on first use. */
  getClient(): Promise<oidc.Configuration>;
}

export interface IdentityProviders {
  /** The configured providers, for GET /v1/oauth/providers. */
  list(): TOAuthProviderInfo[];
  /** A configured provider, or null (unknown or not configured). */
  get(id: string): IdentityProvider | null;
}

const discoveryTimeoutSeconds = 10;

async function discover(config: IdentityProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer);
  const clientAuth = config.clientSecret
    ? oidc.ClientSecretBasic(config.clientSecret)
    : oidc.None();
  return oidc.discovery(issuer, config.clientId, undefined, clientAuth, {
    timeout: discoveryTimeoutSeconds,
    // Plain http is refused by config on deployed instances; it is the local test provider.
    ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

/**
 * The OpenID Connect providers of the config. Discovery runs lazily and is cached per instance
 * (only a cache: every instance discovers for itself); a failed discovery is retried next time.
 */
export function createIdentityProviders(
  configs: readonly IdentityProviderConfig[],
): IdentityProviders {
  const providers = new Map<string, IdentityProvider>();
  for (const config of configs) {
    let client: Promise<oidc.Configuration> | undefined;
    providers.set(config.id, {
      ...config,
      getClient: () => {
        client ??= discover(config).catch((error: unknown) => {
          client = undefined;
          throw error;
        });
        return client;
      },
    });
  }
  return {
    list: () => [...providers.values()].map(({ id, name }) => ({ id, name })),
    get: (id) => providers.get(id) ?? null,
  };
}
