import { defaultOrderSort, parseSort, type ZOrdersQuery } from '@deckhand/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { CacheChangeFeed } from '../../../platform/cache/cache-change-feed.ts';
import { listTeamOrders } from './orders-list.ts';
import { writeOrdersPage } from './orders-list-json.ts';
import { createOrdersPageCache } from './orders-page-cache.ts';

type Query = z.output<typeof ZOrdersQuery>;

/** At most this many characters of pages are kept per instance (~400 pages of 25 orders). */
const maxChars = 4_000_000;

/** A page's key within its team: the same key for every way of asking the same page. */
function pageKey(query: Query): string {
  const { option, direction } = parseSort(query.sort, defaultOrderSort);
  return `${option}:${direction}|${query.status ?? ''}|${query.page}|${query.limit}`;
}

/**
 * GET /v1/orders's answer as text. Without a search the page comes from this instance's copy
 * when it has one (orders-page-cache.ts), kept with the feed that keeps it right (`feed`; none,
 * or `maxAgeMs` 0, reads every page); a search is read every time. Requests that ask for a page
 * while it is being read share that read, unless an order changed since it started (then they
 * read it again): after a change, one query per page instead of one per waiting request.
 */
export function createOrdersPageReader(
  db: Db,
  { feed, maxAgeMs }: { feed: CacheChangeFeed | undefined; maxAgeMs: number },
) {
  const read = async (teamId: number, query: Query) =>
    writeOrdersPage(await listTeamOrders(db, teamId, query));
  if (!feed || maxAgeMs <= 0) return read;
  const cache = createOrdersPageCache({ maxAgeMs, maxChars });
  feed.add(cache);
  const reading = new Map<string, { generation: number; text: Promise<string> }>();

  return async (teamId: number, query: Query): Promise<string> => {
    if (query.search?.trim()) return read(teamId, query);
    const id = `${teamId}|${pageKey(query)}`;
    const kept = cache.get(id, Date.now());
    if (kept) return kept.text;
    const generation = cache.generation;
    const shared = reading.get(id);
    if (shared?.generation === generation) return shared.text;
    const text = read(teamId, query).then((page) => {
      cache.set(id, { teamId, text: page }, generation, Date.now());
      return page;
    });
    const entry = { generation, text };
    reading.set(id, entry);
    try {
      return await text;
    } finally {
      if (reading.get(id) === entry) reading.delete(id);
    }
  };
}
