import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first option: 19 MiB memory, 2
 * iterations, 1 lane. @node-rs/argon2 ships prebuilt binaries inside its npm packages (no build
 * step) and runs hash/verify as napi AsyncTasks on the libuv thread pool, so a hash (~30 ms here)
 * never blocks the event loop; only the returned promise resolves on it. `hashingConcurrency`
 * bounds how many run at once.
 */
export const passwordHashOptions = {
  // Algorithm is a const enum (not importable under verbatimModuleSyntax); 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes (and checks) running at once in this process: one core fewer than the machine has (at
 * least one). Each takes a core for tens of milliseconds; with libuv's four threads all hashing on
 * a 2-core machine, the event loop and the embedded database (PGlite runs on the main thread) got
 * a fraction of a core, so every other request waited while people signed in. The rest queue
 * here, in order. Process-local on purpose: it shares out this machine's CPU, nothing else.
 */
export const hashingConcurrency = Math.max(1, availableParallelism() - 1);

let hashing = 0;
const waitingForHashing: (() => void)[] = [];

/**
 * A place among the `hashingConcurrency` hashes of this process, in order of asking; the answer
 * gives it back (call it once). checkPassword takes one before its password budget's place, so
 * the sign-ins waiting for a core wait here, in memory, and not in the budget (password-attempts.ts).
 */
export async function takeHashingSlot(): Promise<() => void> {
  if (hashing < hashingConcurrency) hashing++;
  else await new Promise<void>((resolve) => waitingForHashing.push(resolve));
  let isHeld = true;
  return () => {
    if (!isHeld) return;
    isHeld = false;
    // Hand the slot to the next in line, or free it.
    const next = waitingForHashing.shift();
    if (next) next();
    else hashing--;
  };
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  const release = await takeHashingSlot();
  try {
    return await work();
  } finally {
    release();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, passwordHashOptions));
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return withHashingSlot(() => verifyHeld(storedHash, password));
}

async function verifyHeld(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Hashed once, in the slot of the first check that needs it. */
const getDummyHash = () => {
  dummyHash ??= hash('deckhand-dummy-password-for-timing', passwordHashOptions);
  return dummyHash;
};

/**
 * Spends the same work as a real check when the account is unknown (or has no password), so the
 * login answer's timing does not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await withHashingSlot(async () => verifyHeld(await getDummyHash(), password));
  return false;
}

/**
 * verifyPassword, or verifyAgainstDummy without a hash, for a caller that already holds a hashing
 * slot (takeHashingSlot): it takes none of its own.
 */
export async function verifyInHeldSlot(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash) return verifyHeld(storedHash, password);
  await verifyHeld(await getDummyHash(), password);
  return false;
}
