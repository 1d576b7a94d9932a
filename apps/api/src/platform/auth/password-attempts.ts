import type { Db } from '../../db/database.ts';
import { createTooManyAttemptsError } from '../http/rate-limit-guard.ts';
import { countRateLimitHit, refundRateLimitHits } from '../http/rate-limit-store.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';

/** Wrong passwords allowed per account, and per client address, in each window. */
export const passwordAttemptLimit = { max: 10, timeWindowMs: 60_000 } as const;

/** The account's key holds a hash of the address: fixed length, and no email in the table. */
function getAttemptKeys(email: string, clientIp: string | null): string[] {
  const account = `password:account:${hashToken(email.trim().toLowerCase())}`;
  return clientIp ? [account, `password:ip:${clientIp}`] : [account];
}

export interface CheckPasswordOptions {
  db: Db;
  /** The account the password is for, as typed (login, join) or stored (change password). */
  email: string;
  clientIp: string | null;
  /** Null when there is no usable password (unknown, disabled or password-less account). */
  passwordHash: string | null;
  password: string;
}

/**
 * Every place that checks a password (login, joining with an existing account, changing the
 * password) checks it here, so each account has one guess budget, and so does each client
 * address: `passwordAttemptLimit` wrong passwords a window. An attempt is taken from both budgets
 * before the check (atomically, so parallel guesses cannot overdraw) and given back when the
 * password is right: only failures count, and an office behind one address is not locked out by
 * its own sign-ins. With a budget spent, no check runs: 429 with the wait. Without a hash the
 * dummy check runs, so unknown accounts take as long as known ones.
 */
export async function checkPassword(options: CheckPasswordOptions): Promise<boolean> {
  const { db } = options;
  const keys = getAttemptKeys(options.email, options.clientIp);
  const counts = await Promise.all(
    keys.map((key) => countRateLimitHit(db, key, passwordAttemptLimit.timeWindowMs)),
  );
  const spent = counts.filter((count) => count.hits > passwordAttemptLimit.max);
  if (spent.length > 0) {
    await refundRateLimitHits(db, keys);
    throw createTooManyAttemptsError(Math.max(...spent.map((count) => count.ttlMs)));
  }
  const isRight = options.passwordHash
    ? await verifyPassword(options.passwordHash, options.password)
    : await verifyAgainstDummy(options.password);
  if (isRight) await refundRateLimitHits(db, keys);
  return isRight;
}
