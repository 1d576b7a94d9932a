import { errorMessages } from '@deckhand/contract';
import type { z } from 'zod';
import { checkWithSchema, type TSchemaName, type TSchemaOutput } from './load-schemas';

/** Describes a value the way decoding errors name types: null, array, object, string ... */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function readAtPath(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A response that does not match its contract schema: 'Unexpected data' with the first issue. */
export class UnexpectedDataError extends Error {
  override readonly name = 'UnexpectedDataError';
  readonly url: string;
  readonly path: string;
  readonly expected: string | null;
  readonly received: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(options: { url: string; data: unknown; issues: readonly z.core.$ZodIssue[] }) {
    super(errorMessages.unexpectedData);
    const first = options.issues[0];
    const path = first?.path ?? [];
    this.url = options.url;
    this.issues = options.issues;
    this.path = path.map(String).join('.');
    this.expected = first && 'expected' in first ? String(first.expected) : null;
    this.received = describeType(readAtPath(options.data, path));
  }
}

/** Parses data with the contract's schema `name`, throwing UnexpectedDataError on a mismatch. */
export async function parseWithSchema<N extends TSchemaName>(
  name: N,
  data: unknown,
  url: string,
): Promise<TSchemaOutput<N>> {
  // A 204 where the contract expects no body is right as it is: no schema to download for it
  // (the order page's "version opened" report came first after hydration and brought zod).
  if (name === 'ZEmptyBody' && data === null) return null as TSchemaOutput<N>;
  const result = await checkWithSchema(name, data);
  if (!result.success) throw new UnexpectedDataError({ url, data, issues: result.error.issues });
  return result.data;
}
