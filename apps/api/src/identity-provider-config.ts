import { ConfigError } from './config-error.ts';

/**
 * The OpenID Connect sign-in providers (OIDC_GOOGLE_*, OIDC_MICROSOFT_*) as config.ts hands them
 * to the OAuth module.
 */

/** The two OpenID Connect providers (§4): ids, display names and their environment prefix. */
export const identityProviderDefinitions = [
  { id: 'google', name: 'Google', envPrefix: 'OIDC_GOOGLE' },
  { id: 'microsoft', name: 'Microsoft', envPrefix: 'OIDC_MICROSOFT' },
] as const;

type ProviderEnv = {
  readonly [Key in `${(typeof identityProviderDefinitions)[number]['envPrefix']}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET'}`]?: string;
};

export interface IdentityProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** Where the provider sends the browser back: `${publicOrigin}/v1/oauth/callback/{id}`. */
  redirectUri: string;
}

/**
 * A provider is offered only with an issuer and a client id. Half a configuration is an error, and
 * a deployed instance only talks to https issuers (plain http is for the local test provider).
 */
export function parseIdentityProviders(
  env: ProviderEnv,
  publicOrigin: string,
  isDeployed: boolean,
): IdentityProviderConfig[] {
  const providers: IdentityProviderConfig[] = [];
  for (const { id, name, envPrefix } of identityProviderDefinitions) {
    const issuer = env[`${envPrefix}_ISSUER`];
    const clientId = env[`${envPrefix}_CLIENT_ID`];
    if (!issuer && !clientId) continue;
    if (!issuer || !clientId) {
      throw new ConfigError(
        `${envPrefix}_ISSUER and ${envPrefix}_CLIENT_ID: set both to offer ${name} sign-in, or neither`,
      );
    }
    if (isDeployed && new URL(issuer).protocol !== 'https:') {
      throw new ConfigError(`${envPrefix}_ISSUER: must be an https URL when APP_ENV is deployed`);
    }
    providers.push({
      id,
      name,
      issuer,
      clientId,
      clientSecret: env[`${envPrefix}_CLIENT_SECRET`] ?? null,
      redirectUri: `${publicOrigin}/v1/oauth/callback/${id}`,
    });
  }
  return providers;
}
