import { pagePaths } from '@deckhand/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { ReferenceReader } from '../ordering/index.ts';
import { buildRobots, buildSitemap } from './site-files.ts';

type Options = {
  config: Pick<AppConfig, 'publicOrigin' | 'appEnv'>;
  /** The public pages the web app renders (its renderer lists them; none without a build). */
  publicPagePaths: readonly string[];
  /** The ordering reference data: the enterprise clients with a landing page. */
  reference: ReferenceReader;
};

/** GET /sitemap.xml and /robots.txt (outside /v1: where crawlers look for them). */
export const siteFilesRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { publicOrigin, appEnv } = options.config;
  const robots = buildRobots(publicOrigin, appEnv === 'production');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { flows } = await options.reference(new Date());
    const landingPaths = [...flows.values()].flatMap(({ client }) =>
      client ? [pagePaths.clientLanding(client.key)] : [],
    );
    const sitemap = buildSitemap(publicOrigin, [...options.publicPagePaths, ...landingPaths]);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
};
