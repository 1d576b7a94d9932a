import { apiPrefix } from '@deckhand/contract';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The SPA's policy: Mantine injects <style> tags, hence 'unsafe-inline' for styles only. */
export const spaCspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * Helmet on every response with the SPA's CSP; HSTS only for requests that arrived over https
 * (behind a proxy this needs TRUST_PROXY so X-Forwarded-Proto is believed). API responses are
 * never stored by caches. The docs UI sets its own, looser CSP (platform/openapi).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: spaCspDirectives },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
