import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first option: 19 MiB memory, 2
 * iterations, 1 lane. @node-rs/argon2 ships prebuilt binaries inside its npm packages (no build
 * step) and runs hash/verify as napi AsyncTasks on the libuv thread pool, so a hash (~tens of ms)
 * never blocks the event loop; only the returned promise resolves on it.
 */
export const passwordHashOptions = {
  // Algorithm is a const enum (not importable under verbatimModuleSyntax); 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the account is unknown (or has no password), so the
 * login answer's timing does not reveal which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('deckhand-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
