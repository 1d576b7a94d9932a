import { sql } from 'drizzle-orm';

/** `'a', 'b', 'c'`: the values of a contract enum for a check constraint's `in (...)`. */
export const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
