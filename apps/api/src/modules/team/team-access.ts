import { getCustomerRole, type TCustomerRole, teamMessages } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import { getSessionUser } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The signed-in customer acting on their team. */
export interface TeamActor {
  userId: number;
  name: string;
  teamId: number;
  role: TCustomerRole;
}

/**
 * Who calls a team endpoint: anonymous → 401; staff (no team) → 403; a customer → their team
 * and role, read from the current user of the session (its first membership). Every query of
 * the team module is then scoped by actor.teamId, so another team's members and invites are 404.
 */
export async function requireTeamActor(request: FastifyRequest): Promise<TeamActor> {
  const user = await getSessionUser(request);
  if (!user) throw new AppError('UNAUTHORIZED');
  const role = getCustomerRole(user.customerRole);
  if (user.isStaff || user.customerAccountId === null || role === null) {
    throw new AppError('FORBIDDEN');
  }
  return { userId: user.id, name: user.name, teamId: user.customerAccountId, role };
}

export const notAllowed = () => new AppError('FORBIDDEN', teamMessages.notAllowed);
export const lastOwner = () => new AppError('FORBIDDEN', teamMessages.lastOwner);
export const memberNotFound = () => new AppError('NOT_FOUND');
