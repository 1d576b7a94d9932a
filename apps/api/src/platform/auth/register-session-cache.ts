import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createSessionCache } from './session-cache.ts';
import { startSessionChangeFeed } from './session-change-feed.ts';

/** At most this many sessions are kept per instance (a few MB). */
const maxEntries = 20_000;

/** GETs that change a user or a session: logout, an email link, a provider's answer. */
const changesWithGet = new Set([
  '/v1/users/logout',
  '/v1/users/verify/:token',
  '/v1/oauth/callback/:provider',
]);

/** A request that may have changed a session, user, membership, team or settings. */
function mayChange(request: FastifyRequest): boolean {
  const { method } = request;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return true;
  return changesWithGet.has(request.routeOptions.url ?? '');
}

/**
 * Called once in createApp, before the modules: signed-in requests answer from this instance's
 * copy of their session (`maxAgeMs` 0 turns it off). A request that may have changed something
 * answers only once this instance has heard of every change committed before (feed.sync()), so
 * its own next request never sees the old session, role or name.
 */
export async function registerSessionCache(
  app: FastifyInstance,
  { database, maxAgeMs }: { database: Database; maxAgeMs: number },
): Promise<void> {
  if (maxAgeMs <= 0) return;
  const cache = createSessionCache({ maxAgeMs, maxEntries });
  const feed = await startSessionChangeFeed({ database, cache, log: app.log });
  app.decorate('sessionCache', cache);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!mayChange(request)) return done(null, payload);
    feed.sync().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onClose', () => feed.close());
}
