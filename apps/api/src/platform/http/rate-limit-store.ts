import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type RouteInfo = { method?: string | string[]; url?: string };
type Row = { hits: number | string; ttl: number | string };

/**
 * Counts one hit on a key in the rate_limit_hits table, so every API instance counts against the
 * same window: one upsert; a counter whose window has passed restarts at 1. Answers the count in
 * the window and the milliseconds until it ends.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  timeWindowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await executeRows<Row>(
    db,
    sql`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
        else rate_limit_hits.reset_at end
    returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
  );
  return { hits: Number(row?.hits ?? 1), ttlMs: Math.ceil(Number(row?.ttl ?? 0)) };
}

/** The hits of each key in its live window (a key whose window has passed counts 0). */
export async function readRateLimitHits(
  db: Db,
  keys: readonly string[],
): Promise<{ key: string; hits: number; ttlMs: number }[]> {
  if (keys.length === 0) return [];
  const rows = await executeRows<{ key: string; hits: number | string; ttl: number | string }>(
    db,
    sql`select key, hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl
      from rate_limit_hits where key in ${[...keys]} and reset_at > now()`,
  );
  return rows.map((row) => ({
    key: row.key,
    hits: Number(row.hits),
    ttlMs: Math.ceil(Number(row.ttl)),
  }));
}

/** A place taken on a key: the key, and the end of the window it was taken in (as the database wrote it). */
export interface RateLimitPlace {
  key: string;
  windowEnd: string;
}

/**
 * Takes one place on each key whose live window holds fewer than `max` hits (a key whose window
 * has passed restarts at 1), atomically and in one statement; keys at `max` are left as they are.
 * Answers the places taken, in the order of `keys` (callers keep one order, so two statements
 * never lock the same rows in opposite orders).
 */
export async function takeRateLimitPlaces(
  db: Db,
  keys: readonly string[],
  max: number,
  timeWindowMs: number,
): Promise<RateLimitPlace[]> {
  if (keys.length === 0) return [];
  const values = keys.map(
    (key) => sql`(${key}, 1, now() + ${timeWindowMs} * interval '1 millisecond')`,
  );
  const rows = await executeRows<{ key: string; window_end: string }>(
    db,
    sql`
    insert into rate_limit_hits (key, hits, reset_at) values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
        else rate_limit_hits.reset_at end
    where rate_limit_hits.reset_at <= now() or rate_limit_hits.hits < ${max}
    returning key, reset_at::text as window_end`,
  );
  const taken = new Map(rows.map((row) => [row.key, row.window_end]));
  return keys.flatMap((key) => {
    const windowEnd = taken.get(key);
    return windowEnd === undefined ? [] : [{ key, windowEnd }];
  });
}

/**
 * Gives places back (a check that, after all, does not count). A place of a window that has since
 * ended is not given back to the next one.
 */
export async function releaseRateLimitPlaces(
  db: Db,
  places: readonly RateLimitPlace[],
): Promise<void> {
  if (places.length === 0) return;
  const matches = places.map(
    (place) => sql`(key = ${place.key} and reset_at = ${place.windowEnd}::timestamptz)`,
  );
  await db.execute(sql`
    update rate_limit_hits set hits = greatest(hits - 1, 0) where ${sql.join(matches, sql` or `)}`);
}

/**
 * Counts one hit on each key in the window given (a place's), so the count and the place's key
 * start and end their windows together: a key in an older window restarts at 1 in this one; a hit
 * of a window that has ended counts nowhere.
 */
export async function countRateLimitHitsInWindows(
  db: Db,
  hits: readonly RateLimitPlace[],
): Promise<void> {
  if (hits.length === 0) return;
  const values = hits.map((hit) => sql`(${hit.key}, 1, ${hit.windowEnd}::timestamptz)`);
  await db.execute(sql`
    insert into rate_limit_hits (key, hits, reset_at) values ${sql.join(values, sql`, `)}
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at = excluded.reset_at then rate_limit_hits.hits + 1
        when rate_limit_hits.reset_at < excluded.reset_at then 1
        else rate_limit_hits.hits end,
      reset_at = greatest(rate_limit_hits.reset_at, excluded.reset_at)`);
}

/** A @fastify/rate-limit store over countRateLimitHit. */
export function createPostgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countRateLimitHit(db, `${this.prefix}${key}`, timeWindow)
        .then(({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object): PostgresRateLimitStore {
      const info: RouteInfo = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${info.method ?? ''}:${info.url ?? ''}:`);
    }
  };
}
