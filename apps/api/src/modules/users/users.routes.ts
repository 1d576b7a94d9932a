import {
  accountMessages,
  ZErrorResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutQuery,
  ZMeResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZTokenParams,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from '../../platform/auth/session-cookie.ts';
import { createSession, endSessionByToken } from '../../platform/auth/session-store.ts';
import { getSessionAuth } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { setFlashMessage } from '../../platform/http/flash-cookie.ts';
import { createRateLimitGuard } from '../../platform/http/rate-limit-guard.ts';
import { redirectSafely } from '../../platform/http/safe-redirect.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { IdentityProviders } from '../oauth/identity-providers.ts';
import { startRequiredSignIn } from '../oauth/oauth-start.service.ts';
import { loginUser } from './login.service.ts';
import { profilePath, registerUser, verifyEmail } from './registration.service.ts';
import { getDeviceId, limitAuthAttempts } from './request-context.ts';

type Options = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  identityProviders: IdentityProviders;
};

const tags = ['users'];
const errors = { 422: ZValidationErrorResponse, 429: ZErrorResponse };

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, mailer } = options;
  const db = options.database.db;
  const deps = (request: FastifyRequest) => ({ db, mailer, config, log: request.log });

  app.post(
    '/users/register',
    {
      schema: {
        tags,
        summary: 'Sign up',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors },
      },
      preHandler: createRateLimitGuard(app, limitAuthAttempts('register')),
    },
    async (request, reply) => {
      const result = await registerUser({ ...deps(request), input: request.body });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/users/verify/:token',
    { schema: { tags, summary: 'Follow the emailed verification link', params: ZTokenParams } },
    async (request, reply) => {
      const user = await verifyEmail({ ...deps(request), token: request.params.token });
      if (!user) {
        setFlashMessage(reply, { type: 'error', message: accountMessages.invalidVerifyToken });
        return reply.redirect('/login', 302);
      }
      const { token, session } = await createSession({
        db,
        userId: user.id,
        remember: false,
        deviceId: getDeviceId(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, { token, remember: false, expiresAt: session.expiresAt });
      return reply.redirect(profilePath, 302);
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary: 'Log in',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 412: ZErrorResponse, ...errors },
      },
      // No request limit: wrong passwords spend the password budget (checkPassword), right ones do not.
    },
    async (request, reply) => {
      const { user, token, session } = await loginUser({
        ...deps(request),
        input: request.body,
        previousToken: readSessionToken(request),
        deviceId: getDeviceId(request),
        userAgent: request.headers['user-agent'] ?? null,
        clientIp: request.ip,
        startRequiredSignIn: (providerId) =>
          startRequiredSignIn({ db, identityProviders: options.identityProviders, providerId }),
      });
      setSessionCookie(request, reply, {
        token,
        remember: session.remember,
        expiresAt: session.expiresAt,
      });
      reply.header('cache-control', 'no-store');
      return { user, token };
    },
  );

  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const auth = await getSessionAuth(request);
      if (!auth) throw new AppError('UNAUTHORIZED');
      return { user: auth.user, token: auth.token };
    },
  );

  app.get(
    '/users/logout',
    { schema: { tags, summary: 'End the session and go back', querystring: ZLogoutQuery } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await endSessionByToken({ db, token });
      clearSessionCookie(request, reply);
      return redirectSafely(reply, { target: request.query.redirect, origins: config });
    },
  );
};
