import {
  oauthEvents,
  oauthMessages,
  pagePaths,
  realtimeChannelPrefixes,
  type TOAuthAuthenticatedEvent,
  type TOAuthNotificationEvent,
  ZOAuthProvidersResponse,
  ZOAuthStartParams,
  ZOAuthStartResponse,
} from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { readSessionToken, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { setFlashMessage } from '../../platform/http/flash-cookie.ts';
import { createRateLimitGuard } from '../../platform/http/rate-limit-guard.ts';
import { redirectSafely } from '../../platform/http/safe-redirect.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { readSignInDevice } from '../users/index.ts';
import { callbackPageCsp, renderCallbackPage } from './callback-page.ts';
import type { IdentityProviders } from './identity-providers.ts';
import { hasOpenPopupAttempt } from './oauth.queries.ts';
import { completeOAuthAttempt, type OAuthOutcome } from './oauth-callback.service.ts';
import { startPopupSignIn } from './oauth-start.service.ts';

type Options = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  identityProviders: IdentityProviders;
};

const tags = ['oauth'];
export const oauthStartRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

function sendCallbackPage(reply: FastifyReply, outcome: OAuthOutcome, notified: boolean) {
  const signedIn = outcome.kind === 'signed-in';
  const page = renderCallbackPage({
    signedIn,
    message: signedIn ? oauthMessages.signedIn : outcome.message,
    closeWindow: notified,
  });
  return reply
    .code(signedIn || outcome.attempt ? 200 : 400)
    .header('content-security-policy', callbackPageCsp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

export const oauthRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, mailer, identityProviders } = options;
  const db = options.database.db;
  const { realtime } = app;

  // `oauth.<id>`: open to whoever names the channel of a popup attempt still in flight.
  realtime.authoriseChannels(realtimeChannelPrefixes.oauth, ({ channel }) =>
    hasOpenPopupAttempt(db, channel, new Date()),
  );

  app.get(
    '/oauth/providers',
    {
      schema: {
        tags,
        summary: 'The configured external identity providers',
        response: { 200: ZOAuthProvidersResponse },
      },
    },
    async () => ({ providers: identityProviders.list() }),
  );

  app.get(
    '/oauth/login/:provider',
    {
      schema: {
        tags,
        summary: 'Start external sign-in in a popup: a realtime channel and the provider address',
        params: ZOAuthStartParams,
        response: { 200: ZOAuthStartResponse, ...errorResponses(404, 429) },
      },
      preHandler: createRateLimitGuard(app, [
        { ...oauthStartRateLimit, getKey: (request) => `oauth-start:ip:${request.ip}` },
      ]),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startPopupSignIn({ db, identityProviders, providerId: request.params.provider });
    },
  );

  const getCallbackUrl = (request: FastifyRequest, redirectUri: string) => {
    const url = new URL(redirectUri);
    url.search = new URL(request.url, 'http://callback.invalid').search;
    return url;
  };

  app.get(
    '/oauth/callback/:provider',
    {
      schema: {
        tags,
        summary: 'Where the provider sends the browser back (code and state)',
        params: ZOAuthStartParams,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const redirectUri = identityProviders.get(provider)?.redirectUri;
      const outcome = await completeOAuthAttempt({
        db,
        mailer,
        config,
        identityProviders,
        providerId: provider,
        callbackUrl: getCallbackUrl(request, redirectUri ?? `${config.publicOrigin}/`),
        previousToken: readSessionToken(request),
        ...readSignInDevice(request, config.countryHeader),
        log: request.log,
      });
      if (outcome.kind === 'signed-in') {
        const { token, session } = outcome;
        setSessionCookie(request, reply, { token, remember: false, expiresAt: session.expiresAt });
      }
      const { attempt } = outcome;
      if (attempt?.mode === 'redirect') {
        if (outcome.kind === 'signed-in') {
          return redirectSafely(reply, {
            target: attempt.returnTo,
            origins: config,
            fallback: pagePaths.profile,
          });
        }
        setFlashMessage(reply, { type: 'error', message: outcome.message });
        return redirectSafely(reply, { target: pagePaths.login, origins: config });
      }
      const channel = attempt?.channel ?? null;
      if (channel && outcome.kind === 'signed-in') {
        const event: TOAuthAuthenticatedEvent = {
          token: outcome.token,
          redirectUrl: pagePaths.profile,
          user: outcome.user,
        };
        realtime.publish(channel, oauthEvents.authenticated, event);
      } else if (channel && outcome.kind === 'failed') {
        const event: TOAuthNotificationEvent = { type: 'error', message: outcome.message };
        realtime.publish(channel, oauthEvents.notification, event);
      }
      return sendCallbackPage(reply, outcome, channel !== null);
    },
  );
};
