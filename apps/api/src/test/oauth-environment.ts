import { createServer } from 'node:net';
import {
  startOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from '@deckhand/test-oidc-provider';
import { onTestFinished } from 'vitest';
import type { App } from '../app.ts';
import type { TestContext } from './create-test-app.ts';
import { signInAtProvider } from './oidc-sign-in.ts';
import { connectRealtime, type RealtimeTestClient } from './realtime-client.ts';

export const testClient = { clientId: 'deckhand-test', clientSecret: 'deckhand-test-secret' };

/**
 * A free port, held until `release()`: the app's address must be known before the app exists
 * (its PUBLIC_ORIGIN, the provider's redirect URI), and a port released at once could be taken
 * meanwhile (the provider's own listen on port 0 took it once: EADDRINUSE). Released just
 * before the app listens on it.
 */
function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => holder.close(() => done())) });
    });
  });
}

/** The cookie a response sets, as `name=value` for the next request (undefined if none). */
export function getSetCookie(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((item) => item.startsWith(`${name}=`));
  return header?.split(';')[0];
}

export interface OAuthEnvironment {
  app: App;
  origin: string;
  provider: TestOidcProvider;
  /** GET /v1/oauth/login/{provider} over HTTP. */
  start(providerId?: string): Promise<Response>;
  /** Logs `login` in at the provider; returns the app's callback address (not yet fetched). */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  /** Opens the callback as the popup (or the redirected page) would. */
  openCallback(url: string, cookie?: string): Promise<Response>;
  /** The opener's side: a realtime client subscribed to a channel. */
  listen(channel: string): Promise<RealtimeTestClient>;
}

/**
 * A listening app whose 'google' provider is a real oidc-provider on another port, one client
 * registered with the app's callback. Both stop when the test ends.
 */
export async function startOAuthEnvironment(
  ctx: TestContext,
  options: { accounts?: Record<string, TestOidcAccount>; env?: Record<string, string> } = {},
): Promise<OAuthEnvironment> {
  const { port, release } = await reservePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    clients: [{ ...testClient, redirectUri: `${origin}/v1/oauth/callback/google` }],
    ...(options.accounts ? { accounts: options.accounts } : {}),
  });
  const clients: RealtimeTestClient[] = [];
  onTestFinished(async () => {
    for (const client of clients) client.close();
    await provider.close();
  });
  const app = await ctx.createApp({
    env: {
      PUBLIC_ORIGIN: origin,
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: testClient.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: testClient.clientSecret,
      ...options.env,
    },
  });
  await release();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    origin,
    provider,
    start: (providerId = 'google') => fetch(`${origin}/v1/oauth/login/${providerId}`),
    signIn: (authorizationUrl, login) =>
      signInAtProvider({ authorizationUrl, login, callbackPrefix: `${origin}/v1/oauth/callback/` }),
    openCallback: (url, cookie) =>
      fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} }),
    listen: async (channel) => {
      const client = await connectRealtime(origin);
      clients.push(client);
      const ack = await client.subscribe(channel);
      if (!ack.ok) throw new Error(`Subscribing to ${channel} was refused`);
      return client;
    },
  };
}
