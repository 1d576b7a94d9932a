import type { TCurrentUser } from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { readSessionToken } from './session-cookie.ts';
import { getActiveSession, touchSession } from './session-store.ts';

/** Builds the contract's current user (modules/users/current-user.ts, wired in app.ts). */
export type LoadCurrentUser = (options: {
  db: Db;
  userId: number;
  token: string;
}) => Promise<TCurrentUser | null>;

export interface SessionAuth {
  db: Db;
  loadCurrentUser: LoadCurrentUser;
}

export interface SessionUserResult {
  user: TCurrentUser;
  token: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerSessionAuth on the root; encapsulated plugins inherit it. */
    sessionAuth?: SessionAuth;
  }
}

const resultByRequest = new WeakMap<FastifyRequest, Promise<SessionUserResult | null>>();

/** Called once in createApp, before the modules: how getSessionUser reads sessions and users. */
export function registerSessionAuth(app: FastifyInstance, auth: SessionAuth): void {
  app.decorate('sessionAuth', auth);
}

async function loadSession(request: FastifyRequest): Promise<SessionUserResult | null> {
  const auth = request.server.sessionAuth;
  const token = readSessionToken(request);
  if (!auth || !token) return null;
  const session = await getActiveSession({ db: auth.db, token });
  if (!session) return null;
  await touchSession({ db: auth.db, session });
  const user = await auth.loadCurrentUser({ db: auth.db, userId: session.userId, token });
  return user ? { user, token, sessionId: session.id } : null;
}

/** The session of a request (cookie or Bearer), loaded once per request. */
export function getSessionAuth(request: FastifyRequest): Promise<SessionUserResult | null> {
  let result = resultByRequest.get(request);
  if (!result) {
    result = loadSession(request);
    resultByRequest.set(request, result);
  }
  return result;
}

/** The signed-in user of a request, or null (no, ended or expired session; disabled user). */
export async function getSessionUser(request: FastifyRequest): Promise<TCurrentUser | null> {
  return (await getSessionAuth(request))?.user ?? null;
}
