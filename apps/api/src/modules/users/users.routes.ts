import {
  accountMessages,
  pagePaths,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutQuery,
  ZMeResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZTokenParams,
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
import { errorResponses } from '../../platform/http/error-responses.ts';
import { setFlashMessage } from '../../platform/http/flash-cookie.ts';
import { memoizeFieldsSerializer } from '../../platform/http/memoized-fields-serializer.ts';
import { createRateLimitGuard } from '../../platform/http/rate-limit-guard.ts';
import { moveToSameOrigin } from '../../platform/http/request-origin.ts';
import { redirectSafely } from '../../platform/http/safe-redirect.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { loginUser } from './login.service.ts';
import { registerUser, verificationLifetimeMs } from './registration.service.ts';
import { limitAuthAttempts, readSignInDevice } from './request-context.ts';
import {
  clearVerificationBindingCookie,
  createVerificationBinding,
  readVerificationBindingSecret,
  setVerificationBindingCookie,
} from './verification-binding.ts';
import { followVerificationLink } from './verify-email.service.ts';

type Options = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  /** For a team that requires its identity provider (oauth module, wired in app.ts). */
  startRequiredSignIn: (providerId: string) => Promise<string | null>;
};

const tags = ['users'];
const errors = errorResponses(422, 429);

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
      const binding = createVerificationBinding();
      const result = await registerUser({
        ...deps(request),
        input: request.body,
        browserBinding: binding.payload,
      });
      setVerificationBindingCookie(request, reply, {
        secret: binding.secret,
        lifetimeMs: verificationLifetimeMs,
      });
      // The answered link stays on the host this browser used (its binding cookie is there).
      const redirectUrl = moveToSameOrigin(result.redirectUrl, request.raw, config.trustProxy);
      return reply.code(201).send({ ...result, redirectUrl });
    },
  );

  app.get(
    '/users/verify/:token',
    {
      schema: {
        tags,
        summary:
          'Follow the emailed verification link: verifies the address; signs in only the browser that signed up',
        params: ZTokenParams,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const toLogin = () => redirectSafely(reply, { target: pagePaths.login, origins: config });
      // Fastify answers HEAD with this handler: a link checker's HEAD reads and changes nothing.
      if (request.method === 'HEAD') return toLogin();
      const outcome = await followVerificationLink({
        ...deps(request),
        token: request.params.token,
        browserSecret: readVerificationBindingSecret(request),
      });
      if (outcome.kind !== 'signed-in') {
        setFlashMessage(
          reply,
          outcome.kind === 'verified'
            ? { type: 'success', message: accountMessages.emailVerifiedLogIn }
            : { type: 'error', message: accountMessages.invalidVerifyToken },
        );
        return toLogin();
      }
      const { token, session } = await createSession({
        db,
        userId: outcome.user.id,
        remember: false,
        ...readSignInDevice(request, config.countryHeader),
      });
      clearVerificationBindingCookie(request, reply);
      setSessionCookie(request, reply, { token, remember: false, expiresAt: session.expiresAt });
      return redirectSafely(reply, { target: pagePaths.profile, origins: config });
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags,
        summary: 'Log in',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors, ...errorResponses(412) },
      },
      // No request limit: wrong passwords spend the password budget (checkPassword), right ones do not.
    },
    async (request, reply) => {
      const { user, token, session } = await loginUser({
        ...deps(request),
        input: request.body,
        previousToken: readSessionToken(request),
        ...readSignInDevice(request, config.countryHeader),
        clientIp: request.ip,
        startRequiredSignIn: options.startRequiredSignIn,
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
        response: { 200: ZMeResponse, ...errorResponses(401) },
      },
      serializerCompiler: memoizeFieldsSerializer(ZMeResponse),
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
