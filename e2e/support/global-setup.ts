import { startOidcProvider } from '@deckhand/test-oidc-provider';
import type { TestProject } from 'vitest/node';
import { findFreePort, startBuiltApp } from './app-server.ts';
import { assertChromiumInstalled } from './chromium.ts';

/** The person at the local OpenID provider ('google'): type `login` in its form, any password. */
export const oidcAccount = {
  login: 'oidc.user@example.com',
  email: 'oidc.user@example.com',
  name: 'Oidc User',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Null when E2E_BASE_URL points at an app this run did not start. */
    oidc: { issuer: string; login: string; email: string; name: string } | null;
  }
}

const oidcClient = { clientId: 'deckhand-e2e', clientSecret: 'deckhand-e2e-secret' };

/**
 * One built app for the whole browser run, its 'google' sign-in served by a local oidc-provider;
 * E2E_BASE_URL points the suite at a running one instead.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('oidc', null);
    return;
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    clients: [{ ...oidcClient, redirectUri: `${baseUrl}/v1/oauth/callback/google` }],
    accounts: {
      [oidcAccount.login]: {
        email: oidcAccount.email,
        email_verified: true,
        name: oidcAccount.name,
      },
    },
    // The whole browser run signs in through one provider.
    ttlSeconds: 3600,
  });
  const app = await startBuiltApp(
    {
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: oidcClient.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
    },
    { port },
  ).catch(async (error: unknown) => {
    await provider.close();
    throw error;
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('oidc', { issuer: provider.issuer, ...oidcAccount });
  return async () => {
    await app.stop();
    await provider.close();
  };
}
