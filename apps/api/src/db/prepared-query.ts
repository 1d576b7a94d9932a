import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from './database.ts';
import * as schema from './schema/index.ts';

/** What a builder returns: drizzle's `.prepare(name)` of a query with `sql.placeholder`s. */
interface PreparedQuery<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
}

/**
 * A query built once per database and run as a server-side prepared statement, for the few
 * queries every signed-in request makes. Building a Drizzle query and planning it cost more than
 * running it: on PostgreSQL drizzle's named statement is parsed and planned once per pooled
 * connection; on PGlite (whose Drizzle driver ignores the name) see namedStatementClient.
 */
export function definePreparedQuery<T>(
  name: string,
  build: (db: Db, name: string) => PreparedQuery<T>,
): (db: Db) => PreparedQuery<T> {
  const byDb = new WeakMap<Db, PreparedQuery<T>>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(findPreparingDb(db), name);
      byDb.set(db, query);
    }
    return query;
  };
}

const preparingDbs = new WeakMap<PGlite, Db>();

/** PostgreSQL's Drizzle handle as is; for PGlite one whose queries run as named statements. */
function findPreparingDb(db: Db): Db {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return db;
  let preparing = preparingDbs.get(client);
  if (!preparing) {
    const wrapped = namedStatementClient(client) as unknown as PGlite;
    preparing = drizzlePglite({ client: wrapped, schema }) as unknown as Db;
    preparingDbs.set(client, preparing);
  }
  return preparing;
}

/** PostgreSQL: an unknown prepared statement (ended by DISCARD ALL or DEALLOCATE). */
const unknownStatement = '26000';

/**
 * The part of PGlite that Drizzle's prepared queries use (`query`), running each query text as a
 * named statement: PREPARE once, then EXECUTE with the values written as literals (PGlite offers
 * no way to bind values to a named statement), in one simple-protocol message where `query` makes
 * six calls into PGlite. PGlite re-plans every unnamed statement, which on its file-backed
 * storage costs about 1 ms a query; EXECUTE takes a fifth of that. Both go through PGlite's own
 * lock, so they never run inside another caller's transaction.
 *
 * Drizzle's `parsers` option is left out: the client reads the types Drizzle wants as text as
 * text itself (wrapPglite).
 */
function namedStatementClient(client: PGlite) {
  const names = new Map<string, Promise<string>>();
  let count = 0;
  const forget = (text: string, name: Promise<string>) => {
    if (names.get(text) === name) names.delete(text);
  };
  const prepare = (text: string) => {
    let name = names.get(text);
    if (!name) {
      count += 1;
      const statement = `deckhand_prepared_${count}`;
      const preparing = client.exec(`prepare ${statement} as ${text}`).then(() => statement);
      preparing.catch(() => forget(text, preparing));
      names.set(text, preparing);
      name = preparing;
    }
    return name;
  };
  const execute = async (text: string, params: unknown[], options?: QueryOptions) => {
    const name = prepare(text);
    const statement = await name;
    const values = params.map(toLiteral).join(', ');
    try {
      const [result] = await client.exec(`execute ${statement}(${values})`, {
        rowMode: options?.rowMode,
      });
      if (!result) throw new Error(`${statement}: no result`);
      return result;
    } catch (error) {
      if ((error as { code?: unknown }).code === unknownStatement) forget(text, name);
      throw error;
    }
  };
  return {
    async query(text: string, params: unknown[] = [], options?: QueryOptions) {
      try {
        return await execute(text, params, options);
      } catch (error) {
        if ((error as { code?: unknown }).code !== unknownStatement) throw error;
        return await execute(text, params, options);
      }
    },
  };
}

/**
 * A value as an SQL literal (standard_conforming_strings is on in PostgreSQL 9.1+ and PGlite:
 * only the quote is special inside '…'). Prepared queries bind ids, hashes, flags, dates and
 * arrays of them (an ARRAY[…] constructor, cast to the statement's parameter type).
 */
function toLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `array[${value.map(toLiteral).join(', ')}]`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' || text.includes('\0')) {
    throw new TypeError(`A prepared query cannot bind a ${typeof value}`);
  }
  return `'${text.replaceAll("'", "''")}'`;
}
