import { getCustomerRole, type TCustomerRole, type TPermissionUser } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type {
  CustomerSettingsRow,
  MembershipRow,
  TeamRow,
  UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { type LiveSessionRow, readLiveSession } from './live-session.ts';
import type { SessionCache } from './session-cache.ts';
import { idleSince, readSessionToken } from './session-cookie.ts';
import { touchSession } from './session-store.ts';
import { hashToken } from './tokens.ts';

/** The caller's place in their team: what access rules look at. */
export interface ActorMembership {
  teamId: number;
  role: TCustomerRole;
  manageCredits: boolean;
  seeCreditBalance: boolean;
}

/**
 * The rows the current user of §3 is built from (modules/users/current-user.ts), read with the
 * session: init and /users/me answer from them without another query.
 */
export interface ActorAccount {
  user: Pick<
    UserRow,
    | 'id'
    | 'name'
    | 'email'
    | 'isStaff'
    | 'address'
    | 'city'
    | 'company'
    | 'countryId'
    | 'dialCode'
    | 'phone'
    | 'state'
    | 'zip'
  >;
  /** The first membership, also for staff (who normally have none). */
  membership: Pick<MembershipRow, 'teamId' | 'role' | 'manageCredits' | 'seeCreditBalance'> | null;
  team: Pick<
    TeamRow,
    | 'id'
    | 'name'
    | 'currency'
    | 'customerType'
    | 'dailyCapacity'
    | 'creditBalance'
    | 'suspendedReason'
    | 'suspendedComment'
    | 'requiredIdentityProvider'
    | 'supportsCustomFields'
    | 'supportsConfidentialOrder'
  > | null;
  /** The team's billing summary for the current user of §3 (null without a team). */
  billing: {
    /** A credit pack was ever bought (§6 purchasedPackages). */
    purchasedPackages: boolean;
    /** Last four digits of the team's default (else newest) live card; null without one. */
    cardDigits: string | null;
    /** The live subscription's plan and products; null without one. */
    subscription: { planKey: string; status: string; products: string[] } | null;
    /** The billing address's country id and whether a VAT number is given (the VAT alert). */
    billingCountryId: number | null;
    hasVatNumber: boolean;
  } | null;
  settings: Pick<CustomerSettingsRow, 'settings'> | null;
}

/**
 * Who makes a request: the session and its user, with their team membership. Built by one query
 * per request; handlers read it through getActor/getTeamActor after a guard has run.
 */
export interface Actor {
  userId: number;
  sessionId: string;
  token: string;
  name: string;
  email: string;
  isStaff: boolean;
  /** The first membership (customers have exactly one); null for staff. */
  membership: ActorMembership | null;
  account: ActorAccount;
}

/** A customer acting on their team (requireTeamMember has run). */
export interface TeamActor extends Actor {
  membership: ActorMembership;
}

/**
 * The live session of a token with its user and first membership: from `cache` (this instance's
 * copy, register-session-cache.ts) when it has it, else in one query (then kept in `cache`).
 */
export async function findActorByToken(options: {
  db: Db;
  token: string;
  now?: Date;
  cache?: SessionCache;
}): Promise<Actor | null> {
  const { cache, token } = options;
  const now = options.now ?? new Date();
  const tokenHash = hashToken(token);
  let row = cache?.get(tokenHash, now.getTime());
  if (!row) {
    const generation = cache?.generation ?? 0;
    row = (await readLiveSession(options.db, tokenHash, now)) ?? undefined;
    if (!row) return null;
    cache?.set(tokenHash, row, generation, now.getTime());
  }
  // Idle past sessionIdleMs: ended (checked here, not in the prepared statement every request runs).
  if (row.lastSeenAt <= idleSince(now)) return null;
  const session = { id: row.sessionId, lastSeenAt: row.lastSeenAt };
  if (await touchSession({ db: options.db, session, now })) row.lastSeenAt = now;
  return toActor(row, token);
}

function toActor(row: LiveSessionRow, token: string): Actor {
  const { account } = row;
  const { user, membership } = account;
  const role = getCustomerRole(membership?.role);
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    token,
    name: user.name,
    email: user.email,
    isStaff: user.isStaff,
    membership:
      user.isStaff || !membership || role === null
        ? null
        : {
            teamId: membership.teamId,
            role,
            manageCredits: membership.manageCredits,
            seeCreditBalance: membership.seeCreditBalance,
          },
    account,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once on the root by registerActorLoader; encapsulated plugins inherit it. */
    actorDb?: Db;
    /** This instance's copy of the live sessions it read (register-session-cache.ts); none when off. */
    sessionCache?: SessionCache;
  }
}

/** Called once in createApp, before the modules: the database the guards read sessions from. */
export function registerActorLoader(
  app: { decorate(name: 'actorDb', value: Db): unknown },
  db: Db,
) {
  app.decorate('actorDb', db);
}

const loading = new WeakMap<FastifyRequest, Promise<Actor | null>>();
const guarded = new WeakMap<FastifyRequest, Actor>();
/** The answer for every request without a session token (nothing to load, nothing to keep). */
const anonymous: Promise<null> = Promise.resolve(null);

/** The caller of a request (cookie or Bearer token), or null when anonymous; loaded once. */
export function findActor(request: FastifyRequest): Promise<Actor | null> {
  let actor = loading.get(request);
  if (!actor) {
    const db = request.server.actorDb;
    const token = readSessionToken(request);
    if (!db || !token) return anonymous;
    const cache = request.server.sessionCache;
    actor = findActorByToken({ db, token, cache });
    loading.set(request, actor);
  }
  return actor;
}

/**
 * Route guard (an onRequest hook, so it runs before the body is parsed and validated): no live
 * session → 401, whatever the request carries.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  const actor = await findActor(request);
  if (!actor) throw new AppError('UNAUTHORIZED');
  guarded.set(request, actor);
}

/** Route guard: signed in (else 401) as a customer with a team (staff and the teamless → 403). */
export async function requireTeamMember(request: FastifyRequest): Promise<void> {
  await requireSignedIn(request);
  if (!getActor(request).membership) throw new AppError('FORBIDDEN');
}

/** Route guard of the staff console: signed in (else 401) as staff (else 403). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireSignedIn(request);
  if (!getActor(request).isStaff) throw new AppError('FORBIDDEN');
}

/** The actor a guard let through. Calling it on a route without a guard is a programming error. */
export function getActor(request: FastifyRequest): Actor {
  const actor = guarded.get(request);
  if (!actor) throw new Error(`${request.routeOptions.url ?? request.url}: no sign-in guard`);
  return actor;
}

/** The team actor requireTeamMember let through. */
export function getTeamActor(request: FastifyRequest): TeamActor {
  const actor = getActor(request);
  if (!actor.membership) throw new Error(`${request.routeOptions.url}: no team guard`);
  return { ...actor, membership: actor.membership };
}

/**
 * The §6 facts the contract's permission rules read (canSeeBilling, canSeeCreditPacks ...), from
 * the account the session's query read. The current user of §3 takes the same values.
 */
export function toPermissionUser(account: ActorAccount): TPermissionUser {
  const { user, membership, team, billing } = account;
  const isStaff = user.isStaff;
  return {
    customerRole: membership?.role ?? null,
    isStaff,
    manageCredits: membership?.manageCredits ?? false,
    seeCreditBalance: membership?.seeCreditBalance ?? false,
    hasDailyCapacity: !isStaff && (team?.dailyCapacity ?? 0) > 0,
    subscription:
      !isStaff &&
      (team?.customerType === 'subscription' || (billing?.subscription ?? null) !== null),
    purchasedPackages: !isStaff && (billing?.purchasedPackages ?? false),
    supportsCustomFields: !isStaff && (team?.supportsCustomFields ?? false),
  };
}

/**
 * Route guard for team calls a §6 rule restricts: a team member (requireTeamMember: 401, 403)
 * whom `allows` lets through, else 403 with `message` (the catalogue's access text by default).
 * `requireTeamPermission(canSeeBilling)` guards every billing call.
 */
export function requireTeamPermission(
  allows: (user: TPermissionUser) => boolean,
  message?: string,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await requireTeamMember(request);
    if (!allows(toPermissionUser(getActor(request).account))) {
      throw new AppError('FORBIDDEN', message);
    }
  };
}
