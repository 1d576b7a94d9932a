import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { buildRobots, buildSitemap } from './site-files.ts';

type Options = {
  config: Pick<AppConfig, 'publicOrigin' | 'appEnv'>;
  /** The public pages the web app renders (its renderer lists them; none without a build). */
  publicPagePaths: readonly string[];
};

/** GET /sitemap.xml and /robots.txt (outside /v1: where crawlers look for them). */
export const siteFilesRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { publicOrigin, appEnv } = options.config;
  const sitemap = buildSitemap(publicOrigin, options.publicPagePaths);
  const robots = buildRobots(publicOrigin, appEnv === 'production');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
};
