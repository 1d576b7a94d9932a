import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { type CacheChangeFeed, startCacheChangeFeed } from './cache-change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed that keeps this instance's copies in step (register-cache-feed.ts); none when off. */
    cacheFeed?: CacheChangeFeed;
  }
}

/** GETs that change a user or a session: logout, an email link, a provider's answer. */
const changesWithGet = new Set([
  '/v1/users/logout',
  '/v1/users/verify/:token',
  '/v1/oauth/callback/:provider',
]);

/** A request that may have changed something a copy holds (a session, a team, an order). */
function mayChange(request: FastifyRequest): boolean {
  const { method } = request;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return true;
  return changesWithGet.has(request.routeOptions.url ?? '');
}

/**
 * Called once in createApp, before the modules; starts the feed when any copy is on
 * (SESSION_CACHE_MS, ORDERS_PAGE_CACHE_MS): the copies add themselves to `app.cacheFeed`. A request that may have changed something
 * answers only once this instance has heard of every change committed before (feed.sync()), so
 * its own next request never sees what it changed as it was.
 */
export async function registerCacheFeed(
  app: FastifyInstance,
  options: {
    database: Database;
    config: Pick<AppConfig, 'sessionCacheMs' | 'ordersPageCacheMs'>;
  },
): Promise<void> {
  const { database, config } = options;
  if (config.sessionCacheMs <= 0 && config.ordersPageCacheMs <= 0) return;
  const feed = await startCacheChangeFeed({ database, log: app.log });
  app.decorate('cacheFeed', feed);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!mayChange(request)) return done(null, payload);
    feed.sync().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onClose', () => feed.close());
}
