import type { Db } from '../../db/database.ts';
import { createTooManyAttemptsError } from '../http/rate-limit-guard.ts';
import {
  countRateLimitHit,
  readRateLimitHits,
  refundRateLimitHits,
} from '../http/rate-limit-store.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';

/** Wrong passwords allowed per account, and per client address, in each window. */
export const passwordAttemptLimit = { max: 10, timeWindowMs: 60_000 } as const;

/**
 * Checks of one account (or address) running at the same moment. Right passwords never spend the
 * budget above, so twenty people of one office signing in together all get in; this bound keeps a
 * burst of guesses from being checked all at once before their failures are counted.
 */
export const concurrentCheckLimit = passwordAttemptLimit.max * 5;

/** Keys of the budget (failures) and of the checks in flight: the account's by a hash of it. */
function getAttemptKeys(email: string, clientIp: string | null) {
  const account = hashToken(email.trim().toLowerCase());
  const subjects = clientIp ? [`account:${account}`, `ip:${clientIp}`] : [`account:${account}`];
  return {
    failures: subjects.map((subject) => `password:${subject}`),
    inFlight: subjects.map((subject) => `password-checking:${subject}`),
  };
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
 * address: `passwordAttemptLimit` wrong passwords a window. Only wrong passwords spend it, counted
 * once checked, so right passwords never meet a 429 however many sign in at once. With a budget
 * spent, no check runs: 429 with the wait. While a check runs it holds a place among
 * `concurrentCheckLimit`, taken atomically before hashing, so parallel guesses cannot all be
 * checked before their failures count. Without a hash the dummy check runs, so unknown accounts
 * take as long as known ones.
 */
export async function checkPassword(options: CheckPasswordOptions): Promise<boolean> {
  const { db } = options;
  const keys = getAttemptKeys(options.email, options.clientIp);
  const window = passwordAttemptLimit.timeWindowMs;
  const spent = (await readRateLimitHits(db, keys.failures)).filter(
    (count) => count.hits >= passwordAttemptLimit.max,
  );
  if (spent.length > 0) {
    throw createTooManyAttemptsError(Math.max(...spent.map((count) => count.ttlMs)));
  }
  const checking = await Promise.all(
    keys.inFlight.map((key) => countRateLimitHit(db, key, window)),
  );
  try {
    const crowded = checking.filter((count) => count.hits > concurrentCheckLimit);
    if (crowded.length > 0) {
      throw createTooManyAttemptsError(Math.max(...crowded.map((count) => count.ttlMs)));
    }
    const isRight = options.passwordHash
      ? await verifyPassword(options.passwordHash, options.password)
      : await verifyAgainstDummy(options.password);
    if (!isRight) await Promise.all(keys.failures.map((key) => countRateLimitHit(db, key, window)));
    return isRight;
  } finally {
    await refundRateLimitHits(db, keys.inFlight);
  }
}
