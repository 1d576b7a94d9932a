import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

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

/** Takes back one hit of each key (a request that, after all, does not count). */
export async function refundRateLimitHits(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(inArray(rateLimitHits.key, [...keys]));
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
