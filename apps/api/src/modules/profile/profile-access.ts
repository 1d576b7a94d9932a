import type { FastifyRequest } from 'fastify';
import { getSessionAuth } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Who calls a profile endpoint: the signed-in user and the session making the request. */
export interface ProfileActor {
  userId: number;
  sessionId: string;
  token: string;
}

const actorByRequest = new WeakMap<FastifyRequest, ProfileActor>();

/** Anonymous (no, ended or expired session; disabled user) → 401. */
export async function requireProfileActor(request: FastifyRequest): Promise<ProfileActor> {
  const known = actorByRequest.get(request);
  if (known) return known;
  const auth = await getSessionAuth(request);
  if (!auth) throw new AppError('UNAUTHORIZED');
  const actor = { userId: auth.user.id, sessionId: auth.sessionId, token: auth.token };
  actorByRequest.set(request, actor);
  return actor;
}

/** A preHandler: refuses anonymous callers before any other guard (rate limits key on the user). */
export async function onRequireProfileActor(request: FastifyRequest): Promise<void> {
  await requireProfileActor(request);
}

/** The actor a preHandler already resolved, for rate-limit keys (sync). */
export function peekProfileActor(request: FastifyRequest): ProfileActor | null {
  return actorByRequest.get(request) ?? null;
}
