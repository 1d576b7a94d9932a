import { describe, expect, it } from 'vitest';
import { isFieldErrors, ZFieldErrors } from './errors.ts';

const samples: unknown[] = [
  { email: ['Invalid email'] },
  { email: ['Invalid email', 'Too long'], password: ['Required'] },
  {},
  { email: [] },
  { email: 'Invalid email' },
  { email: [1] },
  [['Invalid email']],
  null,
  'errors',
  undefined,
];

describe('field errors', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))(
    'are accepted without zod exactly when ZFieldErrors accepts them: %s',
    (_name, sample) => {
      expect(isFieldErrors(sample)).toBe(ZFieldErrors.safeParse(sample).success);
    },
  );
});
