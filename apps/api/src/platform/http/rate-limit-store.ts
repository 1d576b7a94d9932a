import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { definePreparedQuery } from '../../db/prepared-query.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

type RouteInfo = { method?: string | string[]; url?: string };
/** A counter restarts at 1 when its window has passed, else counts one more. */
const nextHits = sql`case when ${rateLimitHits.resetAt} <= now() then 1
  else ${rateLimitHits.hits} + 1 end`;
/** A counter whose window has passed starts the new one; a live window keeps its end. */
const nextResetAt = sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at
  else ${rateLimitHits.resetAt} end`;
/** A window of `windowMs` milliseconds from now. */
const windowFromNow = sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`;

/**
 * Prepared, as are taking and giving back places (below): every rate-limited request counts a
 * hit, and every password check takes and gives back places. Unprepared, each cost PGlite a plan
 * (about 1 ms) on the sign-in's path.
 */
const countHit = definePreparedQuery('rate_limit_count_hit', (db, name) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: windowFromNow })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: { hits: nextHits, resetAt: nextResetAt },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000)::float8`,
    })
    .prepare(name),
);

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
  const [row] = await countHit(db).execute({ key, windowMs: timeWindowMs });
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
 * Rows of several keys are always locked in the keys' sorted order, by every statement that
 * writes more than one (taking places, giving them back, counting failures): two statements that
 * lock the same rows in opposite orders deadlock on PostgreSQL, and one of them fails (a 500).
 * Giving places back with `where key = a or key = b` locked them in the order of the scan, and
 * about 1 sign-in in 80 failed so while 20 connections signed in from one address.
 */
const byKey = <T extends { key: string }>(a: T, b: T) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** One place on each of `keys` whose window is not full, their rows locked in byte order (byKey). */
const takePlaces = definePreparedQuery('rate_limit_take_places', (db, name) =>
  db
    .insert(rateLimitHits)
    .select(
      sql`select place.key, 1, ${windowFromNow}
        from unnest(${sql.placeholder('keys')}::text[]) as place(key)
        order by place.key collate "C"`,
    )
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: { hits: nextHits, resetAt: nextResetAt },
      setWhere: sql`${rateLimitHits.resetAt} <= now() or ${rateLimitHits.hits} < ${sql.placeholder('max')}`,
    })
    .returning({ key: rateLimitHits.key, windowEnd: sql<string>`${rateLimitHits.resetAt}::text` })
    .prepare(name),
);

/**
 * Takes one place on each key whose live window holds fewer than `max` hits (a key whose window
 * has passed restarts at 1), atomically and in one statement; keys at `max` are left as they are.
 * Answers the places taken, in the order of `keys`.
 */
export async function takeRateLimitPlaces(
  db: Db,
  keys: readonly string[],
  max: number,
  timeWindowMs: number,
): Promise<RateLimitPlace[]> {
  if (keys.length === 0) return [];
  const rows = await takePlaces(db).execute({ keys: [...keys], max, windowMs: timeWindowMs });
  const taken = new Map(rows.map((row) => [row.key, row.windowEnd]));
  return keys.flatMap((key) => {
    const windowEnd = taken.get(key);
    return windowEnd === undefined ? [] : [{ key, windowEnd }];
  });
}

/**
 * The places of `keys` and `windowEnds` (pairwise), less one hit each: locked first, in the keys'
 * byte order (the rows come out of the sort locked, one by one), as the other statements lock them.
 */
const releasePlaces = definePreparedQuery('rate_limit_release_places', (db, name) =>
  db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(
      sql`${rateLimitHits.key} in (
        select held.key from rate_limit_hits as held
        where (held.key, held.reset_at) in (
          select place.key, place.window_end::timestamptz
          from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windowEnds')}::text[])
            as place(key, window_end))
        order by held.key collate "C" for update)`,
    )
    .prepare(name),
);

/**
 * Gives places back (a check that, after all, does not count). A place of a window that has since
 * ended is not given back to the next one.
 */
export async function releaseRateLimitPlaces(
  db: Db,
  places: readonly RateLimitPlace[],
): Promise<void> {
  if (places.length === 0) return;
  await releasePlaces(db).execute({
    keys: places.map((place) => place.key),
    windowEnds: places.map((place) => place.windowEnd),
  });
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
  const values = [...hits]
    .sort(byKey)
    .map((hit) => sql`(${hit.key}, 1, ${hit.windowEnd}::timestamptz)`);
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
