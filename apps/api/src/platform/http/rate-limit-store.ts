import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type RouteInfo = { method?: string | string[]; url?: string };
type Row = { hits: number | string; ttl: number | string };

/**
 * A @fastify/rate-limit store in the rate_limit_hits table, so every API instance counts against
 * the same window. One upsert per request: a counter whose window has passed restarts at 1.
 */
export function createPostgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      db.execute(sql`
        insert into rate_limit_hits (key, hits, reset_at)
        values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
            else rate_limit_hits.reset_at end
        returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: Row[] }).rows[0];
          callback(null, {
            current: Number(row?.hits ?? 1),
            ttl: Math.ceil(Number(row?.ttl ?? 0)),
          });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object): PostgresRateLimitStore {
      const info: RouteInfo = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${info.method ?? ''}:${info.url ?? ''}:`);
    }
  };
}
