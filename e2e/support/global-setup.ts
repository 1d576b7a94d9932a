import { startOidcProvider } from '@deckhand/test-oidc-provider';
import type { TestProject } from 'vitest/node';
import { findFreePort, type RunningApp, startBuiltApp } from './app-server.ts';
import { assertChromiumInstalled } from './chromium.ts';

/** The person at the local OpenID provider ('google'): type `login` in its form, any password. */
export const oidcAccount = {
  login: 'oidc.user@example.com',
  email: 'oidc.user@example.com',
  name: 'Oidc User',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker slot (support/app-under-test.ts picks a file's own). */
    appUrls: string[];
    /** Null when E2E_BASE_URL points at an app this run did not start. */
    oidc: { issuer: string; login: string; email: string; name: string } | null;
  }
}

const oidcClientSecret = 'deckhand-e2e-secret';

/** Distinct free ports: the provider's clients need every app's address before the apps start. */
async function findFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}

/**
 * One built app per worker slot (maxWorkers in vitest.config.ts), each on a fresh embedded
 * database, started side by side; their 'google' sign-in is served by one local oidc-provider
 * with a client per app. E2E_BASE_URL points the suite at a running app instead (one file at a
 * time, see vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  if (process.env.E2E_BASE_URL) {
    project.provide('appUrls', [process.env.E2E_BASE_URL]);
    project.provide('oidc', null);
    return;
  }
  const slots = Math.max(1, project.config.maxWorkers ?? 1);
  const ports = await findFreePorts(slots);
  const clients = ports.map((port, index) => ({
    clientId: `deckhand-e2e-${index + 1}`,
    clientSecret: oidcClientSecret,
    redirectUri: `http://127.0.0.1:${port}/v1/oauth/callback/google`,
  }));
  const provider = await startOidcProvider({
    clients,
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
  const starting = ports.map((port, index) =>
    startBuiltApp(
      {
        OIDC_GOOGLE_ISSUER: provider.issuer,
        OIDC_GOOGLE_CLIENT_ID: clients[index]?.clientId ?? '',
        OIDC_GOOGLE_CLIENT_SECRET: oidcClientSecret,
      },
      { port },
    ),
  );
  const started = await Promise.allSettled(starting);
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async (running: RunningApp[]) => {
    await Promise.all(running.map((app) => app.stop()));
    await provider.close();
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll(apps);
    throw failure.reason;
  }
  project.provide(
    'appUrls',
    apps.map((app) => app.baseUrl),
  );
  project.provide('oidc', { issuer: provider.issuer, ...oidcAccount });
  return () => stopAll(apps);
}
