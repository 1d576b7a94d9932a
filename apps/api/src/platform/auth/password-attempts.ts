import type { Db } from '../../db/database.ts';
import { createTooManyAttemptsError } from '../http/rate-limit-guard.ts';
import {
  countRateLimitHitsInWindows,
  type RateLimitPlace,
  readRateLimitHits,
  releaseRateLimitPlaces,
  takeRateLimitPlaces,
} from '../http/rate-limit-store.ts';
import { takeHashingSlot, verifyInHeldSlot } from './passwords.ts';
import { hashToken } from './tokens.ts';

/** Wrong passwords allowed per account, and per client address, in each window. */
export const passwordAttemptLimit = { max: 10, timeWindowMs: 60_000 } as const;

/**
 * How long a check waits for a place while the budget is full of checks still running (not of
 * failures), before it answers 429 all the same (a place is only held that long if an instance
 * died while checking: the place then counts as a failure until the window ends).
 */
const placeWaitMs = 15_000;

/** Keys of the budget (failures and checks running) and of the failures alone, account first. */
function getAttemptKeys(email: string, clientIp: string | null) {
  const account = hashToken(email.trim().toLowerCase());
  const subjects = clientIp ? [`account:${account}`, `ip:${clientIp}`] : [`account:${account}`];
  return {
    budget: subjects.map((subject) => `password:${subject}`),
    failures: subjects.map((subject) => `password-failed:${subject}`),
    /** A failure of a place's check: counted on the failures' key, in the place's window. */
    toFailure: (place: RateLimitPlace): RateLimitPlace => ({
      key: place.key.replace(/^password:/, 'password-failed:'),
      windowEnd: place.windowEnd,
    }),
  };
}

type AttemptKeys = ReturnType<typeof getAttemptKeys>;

async function findSpent(db: Db, keys: readonly string[]) {
  const counts = await readRateLimitHits(db, keys);
  return counts.filter((count) => count.hits >= passwordAttemptLimit.max);
}

const longestWait = (counts: { ttlMs: number }[]) =>
  Math.max(...counts.map((count) => count.ttlMs), 1000);

/** Checks of this process waiting for a place, by budget key. */
const waiting = new Map<string, Set<() => void>>();

/**
 * Waits until a check of this process ends on one of the keys (wakeOneWaiting), or `ms` passes
 * (the poll that sees places freed by other instances).
 */
function waitForPlace(keys: readonly string[], ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      for (const key of keys) {
        const waiters = waiting.get(key);
        waiters?.delete(wake);
        if (waiters?.size === 0) waiting.delete(key);
      }
      resolve();
    };
    const timer = setTimeout(wake, ms);
    for (const key of keys) waiting.set(key, (waiting.get(key) ?? new Set()).add(wake));
  });
}

/** Wakes the longest-waiting check of each key (one: a place freed is one place). */
function wakeOneWaiting(keys: readonly string[]): void {
  for (const key of keys) waiting.get(key)?.values().next().value?.();
}

/** One check's places in its budgets, and the hashing slot it holds to run in. */
interface HeldPlaces {
  places: RateLimitPlace[];
  releaseSlot: () => void;
}

/**
 * A hashing slot of this process (takeHashingSlot), then a place in each budget (account,
 * address) for one check, or 429 when a budget is spent: full of failures. The slot comes first,
 * so the checks waiting for a core wait in memory and hold no place: an instance holds at most
 * `hashingConcurrency` places, and a burst of sign-ins neither fills the budget nor sends the
 * database a query while it waits. A budget full of checks still running (other instances') is
 * not spent, since right passwords give their places back: the check gives its slot back and
 * waits until a place is free (woken by a check of this instance that ends, else polling), so
 * people signing in together never see each other's checks as failures.
 */
async function takePlaces(db: Db, keys: AttemptKeys): Promise<HeldPlaces> {
  const { max, timeWindowMs } = passwordAttemptLimit;
  const deadline = Date.now() + placeWaitMs;
  for (let pauseMs = 25; ; pauseMs = Math.min(pauseMs * 2, 250)) {
    const releaseSlot = await takeHashingSlot();
    try {
      const places = await takeRateLimitPlaces(db, keys.budget, max, timeWindowMs);
      if (places.length === keys.budget.length) return { places, releaseSlot };
      releaseSlot();
      await releaseRateLimitPlaces(db, places);
    } catch (error) {
      releaseSlot();
      throw error;
    }
    const spent = await findSpent(db, keys.failures);
    if (spent.length > 0) throw createTooManyAttemptsError(longestWait(spent));
    if (Date.now() >= deadline) {
      throw createTooManyAttemptsError(longestWait(await findSpent(db, keys.budget)));
    }
    await waitForPlace(keys.budget, pauseMs * (0.5 + Math.random()));
  }
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
 * address: `passwordAttemptLimit` wrong passwords a window, exactly, in the database (shared by
 * all instances). Each check first takes a hashing slot of its process, then a place in both
 * budgets (takePlaces: atomic, so no more than `max` guesses are ever checked in a window, however
 * many are sent at once); a right
 * password gives its places back, a wrong one keeps them and is counted as a failure. So right
 * passwords never meet a 429 however many sign in at once (while the budget is not spent), and a
 * burst of them makes no room for guesses: failures and checks running together stay within
 * `max`. With a budget spent, no check runs: 429 with the wait. Without a hash the dummy check
 * runs, so unknown accounts take as long as known ones.
 */
export async function checkPassword(options: CheckPasswordOptions): Promise<boolean> {
  const { db } = options;
  const keys = getAttemptKeys(options.email, options.clientIp);
  const { places, releaseSlot } = await takePlaces(db, keys);
  try {
    const isRight = await verifyInHeldSlot(options.passwordHash, options.password)
      .finally(releaseSlot)
      .catch(async (error: unknown) => {
        await releaseRateLimitPlaces(db, places);
        throw error;
      });
    if (isRight) await releaseRateLimitPlaces(db, places);
    else await countRateLimitHitsInWindows(db, places.map(keys.toFailure));
    return isRight;
  } finally {
    // A place freed, or a failure that may have spent the budget: the next in line looks.
    wakeOneWaiting(keys.budget);
  }
}
