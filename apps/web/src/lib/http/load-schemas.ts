import type * as contract from '@deckhand/contract';
import type { z } from 'zod';
import { loadOnce } from '../scheduling/load-once';

type TContract = typeof contract;

/** The name of one of the contract's schemas, e.g. `'ZOrderFormData'`. */
export type TSchemaName = {
  [K in keyof TContract]: TContract[K] extends z.ZodType ? K : never;
}[keyof TContract];

/** What the contract's schema `N` gives for an answer it accepts. */
export type TSchemaOutput<N extends TSchemaName> = z.output<TContract[N]>;

type TSchemas = Pick<TContract, TSchemaName>;

/**
 * The contract's schemas, downloaded once, with the first answer to check or when the browser is
 * idle after the first page (app/main.tsx); a failed download is tried again on the next call.
 */
export const loadSchemas: () => Promise<TSchemas> = loadOnce(() => import('./contract-schemas'));

/** `data` checked by the contract's schema `name`, as zod's `safeParse` answers. */
export async function checkWithSchema<N extends TSchemaName>(
  name: N,
  data: unknown,
): Promise<z.ZodSafeParseResult<TSchemaOutput<N>>> {
  const schemas = await loadSchemas();
  const schema: z.ZodType = schemas[name];
  return schema.safeParse(data) as z.ZodSafeParseResult<TSchemaOutput<N>>;
}
