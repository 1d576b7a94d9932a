import {
  ZRedirectResponse,
  ZResetPasswordRequest,
  ZResetRequestParams,
  ZResetRequestResponse,
  ZTokenParams,
  ZVerifyResetTokenResponse,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { runAfterResponse, settleWorkOnClose } from '../../platform/http/after-response.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { createRateLimitGuard, type RateLimitRule } from '../../platform/http/rate-limit-guard.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { authRateLimit, limitAuthAttempts } from '../users/index.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.service.ts';

type Options = { config: AppConfig; database: Database; mailer: Mailer };

const tags = ['users'];
const errors = errorResponses(400, 422, 429);

/** The reset request carries the email in the path: per IP and per address, like login. */
function limitResetRequests(): RateLimitRule[] {
  const [byIp] = limitAuthAttempts('reset-request');
  const getEmailKey = (request: FastifyRequest) => {
    const email = (request.params as { email?: unknown }).email;
    return typeof email === 'string' ? `reset-request:email:${email.toLowerCase()}` : null;
  };
  return [...(byIp ? [byIp] : []), { ...authRateLimit, getKey: getEmailKey }];
}

export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, mailer } = options;
  const db = options.database.db;
  settleWorkOnClose(app);

  app.get(
    '/users/reset-password/:email',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether the account exists or not)',
        params: ZResetRequestParams,
        response: { 200: ZResetRequestResponse, ...errors },
      },
      config: { stateChanging: true },
      preHandler: createRateLimitGuard(app, limitResetRequests()),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { mailAfterAnswer } = await requestPasswordReset({
        db,
        mailer,
        config,
        log: request.log,
        ...request.params,
      });
      runAfterResponse(reply, mailAfterAnswer);
      return {};
    },
  );

  app.get(
    '/users/verify/reset-password/:token',
    {
      schema: {
        tags,
        summary: 'Check a password reset link before the new-password form',
        params: ZTokenParams,
        response: { 200: ZVerifyResetTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkResetToken({ db, token: request.params.token });
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: ZResetPasswordRequest,
        response: { 200: ZRedirectResponse, ...errors },
      },
      preHandler: createRateLimitGuard(app, limitAuthAttempts('reset-password')),
    },
    async (request) => resetPassword({ db, input: request.body }),
  );
};
