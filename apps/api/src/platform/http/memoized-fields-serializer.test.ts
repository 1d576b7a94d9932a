import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoizeFieldsSerializer } from './memoized-fields-serializer.ts';

/** A schema whose fields count how often each is checked. */
function countingSchema() {
  const checks = { user: 0, alerts: 0, name: 0 };
  const schema = z.object({
    user: z.object({ id: z.number() }).refine(() => ++checks.user > 0),
    alerts: z.array(z.string()).refine(() => ++checks.alerts > 0),
    name: z.string().refine(() => ++checks.name > 0),
    note: z.string().optional(),
  });
  const serialize = memoizeFieldsSerializer(schema)({
    schema: {},
    method: 'GET',
    url: '/thing',
    httpStatus: '200',
  });
  return { checks, serialize };
}

describe('memoizeFieldsSerializer', () => {
  it('checks each object a field holds once per object, and values that are no object every time', () => {
    const { checks, serialize } = countingSchema();
    const user = { id: 7 };
    const alerts = ['a'];
    expect(serialize({ user, alerts, name: 'a' })).toBe(
      '{"user":{"id":7},"alerts":["a"],"name":"a"}',
    );
    expect(serialize({ user, alerts, name: 'b' })).toBe(
      '{"user":{"id":7},"alerts":["a"],"name":"b"}',
    );
    // Another array is checked again.
    expect(serialize({ user, alerts: ['c'], name: 'b' })).toBe(
      '{"user":{"id":7},"alerts":["c"],"name":"b"}',
    );
    expect(checks).toEqual({ user: 1, alerts: 2, name: 3 });
  });

  it("writes the schema's fields in its order, leaves out keys it does not name and absent optional ones", () => {
    const { serialize } = countingSchema();
    expect(
      serialize({ extra: 1, name: 'n', alerts: [], user: { id: 1, secret: 'x' }, note: 'hi' }),
    ).toBe('{"user":{"id":1},"alerts":[],"name":"n","note":"hi"}');
    expect(serialize({ user: { id: 1 }, alerts: [], name: 'n', note: undefined })).toBe(
      '{"user":{"id":1},"alerts":[],"name":"n"}',
    );
  });

  it('encodes a frozen answer once as a whole', () => {
    const { checks, serialize } = countingSchema();
    const answer = Object.freeze({ user: { id: 7 }, alerts: [], name: 'a' });
    expect(serialize(answer)).toBe('{"user":{"id":7},"alerts":[],"name":"a"}');
    expect(serialize(answer)).toBe('{"user":{"id":7},"alerts":[],"name":"a"}');
    expect(checks).toEqual({ user: 1, alerts: 1, name: 1 });
  });

  it('refuses an answer that breaks the schema, frozen or not, or is no object', () => {
    const { serialize } = countingSchema();
    expect(() => serialize({ user: { id: 'x' }, alerts: [], name: 'a' })).toThrow();
    expect(() => serialize(Object.freeze({ user: { id: 7 }, alerts: [], name: 3 }))).toThrow();
    expect(() => serialize({ user: { id: 7 }, name: 'a' })).toThrow();
    expect(() => serialize('text')).toThrow();
  });
});
