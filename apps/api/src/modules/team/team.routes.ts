import {
  teamMessages,
  ZAcceptInviteRequest,
  ZAcceptInviteResponse,
  ZInviteLinkRequest,
  ZInviteLinkResponse,
  ZInviteMembersRequest,
  ZInviteMembersResponse,
  ZJoinLookupResponse,
  ZNotification,
  ZTeamItemParams,
  ZTeamMember,
  ZTeamMembersResponse,
  ZTokenParams,
  ZUpdateMemberRequest,
} from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../platform/auth/actor.ts';
import { readSessionToken, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { createRateLimitGuard } from '../../platform/http/rate-limit-guard.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { limitPerIp, readSignInDevice } from '../users/index.ts';
import { acceptInvite } from './accept-invite.service.ts';
import { getOrCreateInviteLink } from './invite-link.service.ts';
import { cancelInvite, inviteMembers } from './invites.service.ts';
import { lookupInvite } from './join.service.ts';
import { findTeam, leaveTeam, removeMember, updateMember } from './members.service.ts';

type Options = { config: AppConfig; database: Database; mailer: Mailer };

const tags = ['team'];
/** Answers every signed-in team call may give besides its own. */
const teamErrors = errorResponses(401, 403, 404, 422);

const success = (message: string) => ({ type: 'success' as const, message });

/**
 * Team members, invitations and joining (/v1/team/*). Transport only: the caller's team comes
 * from the requireTeamMember guard, the rules from the contract, the work from the services.
 */
export const teamRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { config, mailer } = options;
  const db = options.database.db;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const teamDeps = (request: FastifyRequest) => ({ db, actor: getTeamActor(request) });
  /** Signed-in team calls: the guard runs before the body is parsed (anonymous → 401). */
  const guard = { onRequest: requireTeamMember };

  app.get(
    '/team/members',
    {
      schema: {
        tags,
        summary: 'Members of my team and its pending invitations',
        response: { 200: ZTeamMembersResponse, ...teamErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      noStore(reply);
      return findTeam(teamDeps(request));
    },
  );

  app.post(
    '/team/invites',
    {
      schema: {
        tags,
        summary:
          'Invite people by email (owners and admins): 201 with the invites and the addresses refused, 422 when none could be invited',
        body: ZInviteMembersRequest,
        response: { 201: ZInviteMembersResponse, ...teamErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      const deps = teamDeps(request);
      const result = await inviteMembers({
        ...deps,
        mailer,
        config,
        log: request.log,
        input: request.body,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/team/invite-link',
    {
      schema: {
        tags,
        summary:
          'A shareable join link, usable once (owners and admins): the live one for the same role and permissions (200), or a new one (201)',
        body: ZInviteLinkRequest,
        response: { 200: ZInviteLinkResponse, 201: ZInviteLinkResponse, ...teamErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      const deps = teamDeps(request);
      const { isNew, ...link } = await getOrCreateInviteLink({
        ...deps,
        mailer,
        config,
        input: request.body,
      });
      noStore(reply);
      return reply.code(isNew ? 201 : 200).send(link);
    },
  );

  app.delete(
    '/team/invites/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation of my team',
        params: ZTeamItemParams,
        response: { 200: ZNotification, ...teamErrors },
      },
      ...guard,
    },
    async (request) => {
      await cancelInvite({ ...teamDeps(request), inviteId: request.params.id });
      return success(teamMessages.inviteRevoked);
    },
  );

  app.patch(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: "Change a member's role and permissions",
        params: ZTeamItemParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZTeamMember, ...teamErrors },
      },
      ...guard,
    },
    async (request) =>
      updateMember({
        ...teamDeps(request),
        membershipId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: 'Remove a member (they get a team of their own)',
        params: ZTeamItemParams,
        response: { 200: ZNotification, ...teamErrors },
      },
      ...guard,
    },
    async (request) => {
      await removeMember({ ...teamDeps(request), membershipId: request.params.id });
      return success(teamMessages.memberRemoved);
    },
  );

  app.post(
    '/team/leave',
    {
      schema: {
        tags,
        summary: 'Leave my team (I get a team of my own)',
        response: { 200: ZNotification, ...teamErrors },
      },
      ...guard,
    },
    async (request) => {
      await leaveTeam(teamDeps(request));
      return success(teamMessages.leftTeam);
    },
  );

  app.get(
    '/team/join/:token',
    {
      schema: {
        tags,
        summary: 'The invitation behind /join/{token}',
        params: ZTokenParams,
        response: { 200: ZJoinLookupResponse, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return lookupInvite({ db, token: request.params.token });
    },
  );

  app.post(
    '/team/join',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: join the team and sign in',
        body: ZAcceptInviteRequest,
        response: {
          200: ZAcceptInviteResponse,
          201: ZAcceptInviteResponse,
          ...errorResponses(404, 422, 429),
        },
      },
      // Per address like sign-up; password guesses spend the account's one password budget.
      preHandler: createRateLimitGuard(app, [limitPerIp('join')]),
    },
    async (request, reply) => {
      const { user, token, session, isNewAccount } = await acceptInvite({
        db,
        mailer,
        config,
        log: request.log,
        input: request.body,
        previousToken: readSessionToken(request),
        ...readSignInDevice(request, config.countryHeader),
        clientIp: request.ip,
      });
      setSessionCookie(request, reply, {
        token,
        remember: session.remember,
        expiresAt: session.expiresAt,
      });
      noStore(reply);
      return reply.code(isNewAccount ? 201 : 200).send({ user, token });
    },
  );
};
