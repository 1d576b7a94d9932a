import fc from 'fast-check';

/**
 * Bad input for the property test over every route (app-bad-input.test.ts): the cases a fuzzer
 * found (NUL, lone surrogates, 1 MB strings, a 7,000-deep array, numbers where strings go, huge
 * numbers) and generators around them. Values JSON cannot carry are placeholders that
 * `toJsonText` swaps for raw JSON text.
 */

const megabyte = 'a'.repeat(1_000_000);
const deepArrayText = `${'['.repeat(7000)}${']'.repeat(7000)}`;

/** Placeholder strings replaced by raw JSON text after JSON.stringify. */
const rawJson: Record<string, string> = {
  '@@deep-array@@': deepArrayText,
  '@@huge-number@@': '1e400',
  '@@long-integer@@': '123456789012345678901234567890',
  '@@negative-zero@@': '-0',
  '@@proto@@': '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"isStaff":true}}}',
};

export const knownBadStrings = [
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDC00y',
  '\uDBFF\uDBFF',
  megabyte,
  `${megabyte}@example.com`,
  `anna\u0000@example.com`,
  `${'a'.repeat(250)}@example.com`,
  '',
  '   ',
  '\r\n\t\u0001\u001f\u007f',
  '../../etc/passwd',
  '%00%E0%A4%A',
  "' or 1=1 --",
  '__proto__',
  '99999999999',
  '-1',
  '1e400',
  '0x10',
  '9'.repeat(400),
];

export const knownBadValues: unknown[] = [
  ...knownBadStrings,
  ...Object.keys(rawJson),
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  null,
  true,
  [],
  {},
  ['a\u0000'],
  { '\u0000': 'x', '\uD800': 'y' },
];

/** JSON text of a value, with the placeholders swapped for their raw JSON. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [placeholder, raw] of Object.entries(rawJson)) {
    text = text.replaceAll(JSON.stringify(placeholder), raw);
  }
  return text;
}

const loneSurrogate = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** The three WTF-8 bytes of a lone surrogate, percent-encoded: what a fuzzer puts in a URL. */
function encodeSurrogate(unit: string): string {
  const code = unit.charCodeAt(0);
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** encodeURIComponent that does not throw on lone surrogates. */
export function encodeAny(value: string): string {
  return value
    .split(loneSurrogate)
    .map((part, index) => (index % 2 === 1 ? encodeSurrogate(part) : encodeURIComponent(part)))
    .join('');
}

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const badString = fc.oneof(
  fc.constantFrom(...knownBadStrings),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${email}\u0000`),
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(...knownBadValues),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
);

/** A body for an operation whose schema names `keys`: its fields set to bad values, or worse. */
export function badBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  const fields = keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), badValue) : badValue;
  return fc.oneof(fields, badValue, fc.object({ maxDepth: 2 }));
}

/** Text that is not the JSON it claims to be, or barely is. */
export const badRawBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '"x"',
  '\u0000',
  deepArrayText,
  `{"a":${deepArrayText}}`,
];

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
] as const;
