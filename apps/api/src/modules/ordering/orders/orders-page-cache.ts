import { cacheGroup, createKeyedCopy, type KeyedCopy } from '../../../platform/cache/keyed-copy.ts';

/** A team's orders page as the text that was sent. */
export interface OrdersPage {
  teamId: number;
  text: string;
}

/**
 * An instance's copy of the orders pages it has answered (GET /v1/orders without a search), by
 * `${team id}|${page key}`: a team's page is read again only after one of the team's orders
 * changed. It stays correct with several instances on one PostgreSQL as the session copy does
 * (docs/api.md): every change a page could show is announced by the database itself (migration
 * 0034: 'o:<team id>' for a team's orders, 'o:*' for a flow's or a user's name) and each instance
 * drops the pages concerned (platform/cache/keyed-copy.ts). Pages are used only while that feed
 * is live.
 */
export type OrdersPageCache = KeyedCopy<OrdersPage>;

export interface OrdersPageCacheOptions {
  /** A page older than this is read again (also bounds a missed message). */
  maxAgeMs: number;
  /** The oldest pages go first beyond this many characters in all. */
  maxChars: number;
}

export function createOrdersPageCache({
  maxAgeMs,
  maxChars,
}: OrdersPageCacheOptions): OrdersPageCache {
  return createKeyedCopy<OrdersPage>({
    kinds: ['o'],
    groupsOf: (page) => [cacheGroup('o', page.teamId)],
    maxAgeMs,
    maxSize: maxChars,
    sizeOf: (page) => page.text.length,
  });
}
