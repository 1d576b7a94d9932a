import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limits } from './constants.ts';
import * as contract from './index.ts';
import { validationMessages as m } from './messages.ts';
import { ZCustomerSettings } from './preferences.ts';
import { boundedString, checkFreeJson, isCleanText, requiredString, ZEmail } from './validation.ts';

/** Every message a schema gives for a value (empty when it passes). */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const nul = 'a\u0000b';
const loneHigh = 'a\uD800b';
const loneLow = '\uDC00';

describe('bounded strings', () => {
  it('accepts text up to the maximum, astral characters included', () => {
    expect(messagesFor(boundedString(5), 'abcde')).toEqual([]);
    expect(messagesFor(boundedString(5), 'a😀b')).toEqual([]);
    expect(isCleanText('tab\tand\nnewline')).toBe(true);
  });

  it('refuses one character more with the one message, and nothing else runs', () => {
    const schema = boundedString(5).regex(/^x+$/, 'never reached');
    expect(messagesFor(schema, 'abcdef')).toEqual([m.tooLong(5)]);
    expect(m.tooLong(254)).toBe('Please use at most 254 characters');
  });

  it.each([nul, loneHigh, loneLow, `${loneLow}${'\uD800'}`])('refuses %j', (value) => {
    expect(messagesFor(requiredString(10), value)).toEqual([m.invalidCharacters]);
  });

  it('refuses a 1 MB email at once, with the length message only', () => {
    expect(messagesFor(ZEmail, `${'a'.repeat(1_000_000)}@b.cz`)).toEqual([
      m.tooLong(limits.emailMax),
    ]);
    expect(messagesFor(ZEmail, `${'a'.repeat(245)}@b.cz`)).toEqual([]);
  });

  it('keeps the spec message for passwords that are too long', () => {
    expect(messagesFor(contract.ZPassword, `Ab1!${'a'.repeat(125)}`)).toEqual([m.passwordTooLong]);
  });

  it('bounds numbers to what the database holds', () => {
    expect(messagesFor(contract.ZRouteId, String(limits.integerMax))).toEqual([]);
    expect(messagesFor(contract.ZRouteId, String(limits.integerMax + 1))).toEqual([
      m.numberTooLarge,
    ]);
    expect(messagesFor(contract.ZRouteId, '1e400')).not.toEqual([]);
    expect(messagesFor(contract.ZDialCode, 10_000)).toEqual([m.numberTooLarge]);
  });
});

/** Walks a JSON schema and names every string without a maximum length. */
function findUnboundedStrings(schema: unknown, path = ''): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own =
    node.type === 'string' && !('maxLength' in node) && !('enum' in node) && !('const' in node)
      ? [path]
      : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) =>
      findUnboundedStrings(child, `${path}/${key}`),
    ),
  ];
}

describe('every request schema of the contract', () => {
  const requestSchemas = Object.entries(contract).filter(([name]) =>
    /^Z\w*(Request|Params|Query)$/.test(name),
  );

  it('is found, and an unbounded string would be noticed', () => {
    expect(requestSchemas.length).toBeGreaterThan(15);
    const loose = z.toJSONSchema(z.object({ note: z.string().optional() }), { io: 'input' });
    expect(findUnboundedStrings(loose)).toEqual(['/properties/note']);
  });

  it.each(requestSchemas)('%s bounds every string it accepts', (_name, schema) => {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
    expect(findUnboundedStrings(json)).toEqual([]);
  });
});

describe('free JSON (customer settings)', () => {
  const { maxDepth, maxKeyLength, maxTextLength } = limits.settingsJson;
  const nest = (levels: number): unknown => (levels <= 1 ? [] : [nest(levels - 1)]);
  const issuesFor = (value: unknown) =>
    ZCustomerSettings.safeParse(value).error?.issues.map(({ message, path }) => ({
      message,
      path,
    })) ?? [];

  it('keeps any JSON within the bounds', () => {
    const settings = { theme: 'dark', list: [1, 'two', { three: null }], deep: nest(maxDepth - 1) };
    expect(ZCustomerSettings.parse(settings)).toEqual(settings);
  });

  it('refuses nesting deeper than the maximum, 7,000 levels included', () => {
    expect(issuesFor({ deep: nest(maxDepth) })).toEqual([
      { message: m.tooDeep, path: ['deep', ...Array(maxDepth - 1).fill(0)] },
    ]);
    expect(issuesFor({ deep: nest(7000) })[0]?.message).toBe(m.tooDeep);
  });

  it('checks every string inside, with its path', () => {
    expect(issuesFor({ a: { b: ['ok', nul] } })).toEqual([
      { message: m.invalidCharacters, path: ['a', 'b', 1] },
    ]);
    expect(issuesFor({ a: loneHigh })).toEqual([{ message: m.invalidCharacters, path: ['a'] }]);
    expect(issuesFor({ a: 'x'.repeat(maxTextLength + 1) })).toEqual([
      { message: m.tooLong(maxTextLength), path: ['a'] },
    ]);
  });

  it('checks keys too, reporting them on the object that holds them', () => {
    expect(issuesFor({ a: { [nul]: true } })).toEqual([
      { message: m.invalidCharacters, path: ['a'] },
    ]);
    expect(issuesFor({ ['k'.repeat(maxKeyLength + 1)]: 1 })).toEqual([
      { message: m.tooLong(maxKeyLength), path: [] },
    ]);
  });

  it('works as a refinement of any schema', () => {
    const schema = z.unknown().superRefine(checkFreeJson({ ...limits.settingsJson, maxDepth: 1 }));
    expect(schema.safeParse({ flat: 1 }).success).toBe(true);
    expect(schema.safeParse({ nested: {} }).success).toBe(false);
  });
});
