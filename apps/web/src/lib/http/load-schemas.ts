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

type TFileLoader = () => Promise<Record<string, unknown>>;

/** Each contract file's download, once (a failed one is tried again at the next call). */
const fileLoads = new Map<TFileLoader, TFileLoader>();
/**
 * Which file makes each schema, downloaded itself with the first schema asked for: its loaders
 * name every file's chunk and what it imports (~4 KB gzip), too much for a page's first wave.
 */
const loadSchemaLoaders = loadOnce(() => import('virtual:contract-schema-loaders'));

/**
 * The contract's schema `name`, downloaded with the first answer it checks: its file's schemas
 * and what they import (build-tools/contract-schema-loaders.ts), with zod, each file once.
 */
export async function loadSchema<N extends TSchemaName>(name: N): Promise<TContract[N]> {
  const { schemaLoaders } = await loadSchemaLoaders();
  const loader = schemaLoaders[name];
  if (!loader) throw new Error(`The contract has no schema named ${name}.`);
  let load = fileLoads.get(loader);
  if (!load) {
    load = loadOnce(loader);
    fileLoads.set(loader, load);
  }
  const file = await load();
  return file[name] as TContract[N];
}

/** `data` checked by the contract's schema `name`, as zod's `safeParse` answers. */
export async function checkWithSchema<N extends TSchemaName>(
  name: N,
  data: unknown,
): Promise<z.ZodSafeParseResult<TSchemaOutput<N>>> {
  const schema: z.ZodType = await loadSchema(name);
  return schema.safeParse(data) as z.ZodSafeParseResult<TSchemaOutput<N>>;
}
