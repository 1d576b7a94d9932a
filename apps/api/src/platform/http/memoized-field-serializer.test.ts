import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizeFieldSerializer } from './memoized-field-serializer.ts';

/** A schema whose `name` counts how often it is checked. */
function countingSchema() {
  const checks = { user: 0, name: 0 };
  const schema = z.object({
    user: z.object({ id: z.number() }).refine(() => ++checks.user > 0),
    name: z.string().refine(() => ++checks.name > 0),
  });
  const serialize = memoizeFieldSerializer(
    schema,
    'user',
  )({
    schema: {},
    method: 'GET',
    url: '/thing',
    httpStatus: '200',
  });
  return { checks, serialize };
}

describe('memoizeFieldSerializer', () => {
  it('checks the field once per object and the rest on every answer', () => {
    const { checks, serialize } = countingSchema();
    const user = { id: 7 };
    expect(serialize({ user, name: 'a' })).toBe('{"user":{"id":7},"name":"a"}');
    expect(serialize({ user, name: 'b' })).toBe('{"user":{"id":7},"name":"b"}');
    expect(checks).toEqual({ user: 1, name: 2 });
  });

  it('encodes a frozen answer once as a whole', () => {
    const { checks, serialize } = countingSchema();
    const answer = Object.freeze({ user: { id: 7 }, name: 'a' });
    expect(serialize(answer)).toBe('{"user":{"id":7},"name":"a"}');
    expect(serialize(answer)).toBe('{"user":{"id":7},"name":"a"}');
    expect(checks).toEqual({ user: 1, name: 1 });
  });

  it('refuses an answer that breaks the schema, frozen or not', () => {
    const { serialize } = countingSchema();
    expect(() => serialize({ user: { id: 'x' }, name: 'a' })).toThrow();
    expect(() => serialize(Object.freeze({ user: { id: 7 }, name: 3 }))).toThrow();
  });
});
