import { describe, expect, it } from 'vitest';
import {
  hashingConcurrency,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts';
import { createOpaqueToken, hashToken } from './tokens.ts';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters, and verifies', async () => {
    const stored = await hashPassword('Secret#123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Secret#123')).toBe(true);
    expect(await verifyPassword(stored, 'Secret#124')).toBe(false);
  });

  it('salts every hash and refuses a malformed stored hash without throwing', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
  });

  it('does not block the event loop while hashing', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([hashPassword('a'), hashPassword('b'), hashPassword('c')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });

  it('queues checks beyond hashingConcurrency and answers every one, bad hashes included', async () => {
    const stored = await hashPassword('Secret#123');
    const passwords = Array.from(
      { length: hashingConcurrency * 3 + 4 },
      (_, index) => ['Secret#123', 'Secret#124', null][index % 3],
    );
    const checks = passwords.map((password) =>
      password === null
        ? verifyPassword('not-a-hash', 'x')
        : verifyPassword(stored, password ?? ''),
    );
    expect(await Promise.all(checks)).toEqual(
      passwords.map((password) => password === 'Secret#123'),
    );
  });
});

describe('tokens', () => {
  it('creates 32-byte base64url tokens and hashes them with sha-256', () => {
    const token = createOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createOpaqueToken()).not.toBe(token);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
