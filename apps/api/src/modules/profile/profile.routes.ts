import {
  ZChangePasswordRequest,
  ZEndSessionsResponse,
  ZSessionParams,
  ZSessionsResponse,
  ZUpdateUserDetailsRequest,
  ZUpdateUserDetailsResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getActor, requireSignedIn } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { changeMyPassword } from './change-password.service.ts';
import { endMyOtherSessions, endMySession, findMySessions } from './sessions.service.ts';
import { updateMyDetails } from './user-details.service.ts';

type Options = { database: Database };

const tags = ['profile'];
const anonymous = errorResponses(401);
const invalid = errorResponses(422);

/**
 * User details and security pages (§2.2). Every route needs a session: the check runs before
 * body validation, so anonymous callers get 401 whatever they send.
 */
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/users/me/details',
    {
      schema: {
        tags,
        summary: 'Update the user details',
        body: ZUpdateUserDetailsRequest,
        response: { 200: ZUpdateUserDetailsResponse, ...anonymous, ...invalid },
      },
      onRequest: requireSignedIn,
    },
    (request) => {
      const actor = getActor(request);
      return updateMyDetails({ db, userId: actor.userId, token: actor.token, input: request.body });
    },
  );

  app.put(
    '/users/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password; ends every other session',
        body: ZChangePasswordRequest,
        response: { 200: ZEndSessionsResponse, ...anonymous, ...invalid, ...errorResponses(429) },
      },
      // Wrong current passwords spend the account's one password budget (checkPassword).
      onRequest: requireSignedIn,
    },
    (request) => {
      const actor = getActor(request);
      return changeMyPassword({
        db,
        userId: actor.userId,
        sessionId: actor.sessionId,
        input: request.body,
        clientIp: request.ip,
      });
    },
  );

  app.get(
    '/users/me/sessions',
    {
      schema: {
        tags,
        summary: 'The live sessions of the signed-in user',
        response: { 200: ZSessionsResponse, ...anonymous },
      },
      onRequest: requireSignedIn,
    },
    (request) => findMySessions({ db, actor: getActor(request) }),
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one other session of the signed-in user',
        params: ZSessionParams,
        response: {
          200: ZEndSessionsResponse,
          ...anonymous,
          ...invalid,
          ...errorResponses(400, 404),
        },
      },
      onRequest: requireSignedIn,
    },
    (request) =>
      endMySession({
        db,
        actor: getActor(request),
        sessionId: request.params.id,
      }),
  );

  app.post(
    '/users/me/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'End every session but the current one',
        response: { 200: ZEndSessionsResponse, ...anonymous },
      },
      onRequest: requireSignedIn,
    },
    (request) => endMyOtherSessions({ db, actor: getActor(request) }),
  );
};
