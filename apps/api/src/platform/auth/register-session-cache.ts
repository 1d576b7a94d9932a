import type { FastifyInstance } from 'fastify';
import { createSessionCache } from './session-cache.ts';

/** At most this many sessions are kept per instance (a few MB). */
const maxEntries = 20_000;

/**
 * Called once in createApp, before the modules and after registerCacheFeed: signed-in requests
 * answer from this instance's copy of their session (`maxAgeMs` 0, or no feed, turns it off).
 */
export function registerSessionCache(app: FastifyInstance, { maxAgeMs }: { maxAgeMs: number }) {
  const feed = app.cacheFeed;
  if (maxAgeMs <= 0 || !feed) return;
  const cache = createSessionCache({ maxAgeMs, maxEntries });
  feed.add(cache);
  app.decorate('sessionCache', cache);
}
