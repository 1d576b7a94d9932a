import type { TCurrentUser } from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type ActorAccount, findActor, registerActorLoader } from './actor.ts';
import { readSessionToken } from './session-cookie.ts';

/**
 * Builds the contract's current user (modules/users/current-user.ts, wired in app.ts) from the
 * account the actor's query read, so that init and /users/me cost no query of their own.
 */
export type LoadCurrentUser = (options: {
  db: Db;
  userId: number;
  token: string;
  account: ActorAccount;
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
/** The answer for every request without a session token (nothing to load, nothing to keep). */
const anonymous: Promise<null> = Promise.resolve(null);

/**
 * The current user built from an account (per token): an account read from this instance's copy
 * of a session is the same object on every request, so its user is built, checked and
 * stringified once (memoizeFieldsSerializer), not per request. Never changed once built.
 */
const userByAccount = new WeakMap<ActorAccount, { token: string; user: TCurrentUser }>();

/**
 * Called once in createApp, before the modules: how guards read sessions (platform/auth/actor.ts)
 * and how init and /users/me build the full current user of §3.
 */
export function registerSessionAuth(app: FastifyInstance, auth: SessionAuth): void {
  registerActorLoader(app, auth.db);
  app.decorate('sessionAuth', auth);
}

async function loadSession(request: FastifyRequest): Promise<SessionUserResult | null> {
  const auth = request.server.sessionAuth;
  const actor = await findActor(request);
  if (!auth || !actor) return null;
  const { account, token } = actor;
  const known = userByAccount.get(account);
  if (known?.token === token) return { user: known.user, token, sessionId: actor.sessionId };
  const user = await auth.loadCurrentUser({ db: auth.db, userId: actor.userId, token, account });
  if (!user) return null;
  userByAccount.set(account, { token, user });
  return { user, token, sessionId: actor.sessionId };
}

/**
 * The full current user of a request's session (cookie or Bearer), loaded once per request. Only
 * init and /users/me need all of it; every other route reads the actor (platform/auth/actor.ts).
 */
export function getSessionAuth(request: FastifyRequest): Promise<SessionUserResult | null> {
  let result = resultByRequest.get(request);
  if (!result) {
    if (!readSessionToken(request)) return anonymous;
    result = loadSession(request);
    resultByRequest.set(request, result);
  }
  return result;
}

/** The signed-in user of a request, or null (no, ended or expired session; disabled user). */
export async function getSessionUser(request: FastifyRequest): Promise<TCurrentUser | null> {
  return (await getSessionAuth(request))?.user ?? null;
}
