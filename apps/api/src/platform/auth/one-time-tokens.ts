import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type OneTimeTokenKind,
  type OneTimeTokenRow,
  oneTimeTokens,
} from '../../db/schema/index.ts';
import { createOpaqueToken, hashToken } from './tokens.ts';

export interface CreateOneTimeTokenOptions {
  db: Db;
  kind: OneTimeTokenKind;
  email: string;
  userId?: number | null;
  teamId?: number | null;
  payload?: Record<string, unknown>;
  lifetimeMs: number;
  now?: Date;
}

/** Issues an emailed single-use token; the database keeps only its sha-256. */
export async function createOneTimeToken(options: CreateOneTimeTokenOptions): Promise<string> {
  const now = options.now ?? new Date();
  const token = createOpaqueToken();
  await options.db.insert(oneTimeTokens).values({
    kind: options.kind,
    tokenHash: hashToken(token),
    email: options.email,
    userId: options.userId ?? null,
    teamId: options.teamId ?? null,
    payload: options.payload ?? {},
    expiresAt: new Date(now.getTime() + options.lifetimeMs),
    createdAt: now,
  });
  return token;
}

/** The token of this kind, not used yet and not expired. */
const isUsable = (options: { kind: OneTimeTokenKind; token: string }, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(options.token)),
    eq(oneTimeTokens.kind, options.kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** A token of this kind that can still be used (not used, not expired), without using it. */
export async function findUsableOneTimeToken(options: {
  db: Db;
  kind: OneTimeTokenKind;
  token: string;
  now?: Date;
}): Promise<OneTimeTokenRow | null> {
  const now = options.now ?? new Date();
  const [row] = await options.db.select().from(oneTimeTokens).where(isUsable(options, now));
  return row ?? null;
}

/**
 * Marks a token of this kind used and returns it, in one statement: of two concurrent uses only
 * one succeeds. Unknown, used, expired or other-kind tokens give null.
 */
export async function consumeOneTimeToken(options: {
  db: Db;
  kind: OneTimeTokenKind;
  token: string;
  now?: Date;
}): Promise<OneTimeTokenRow | null> {
  const now = options.now ?? new Date();
  const [row] = await options.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(isUsable(options, now))
    .returning();
  return row ?? null;
}
