import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { apiPrefix } from '@deckhand/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * With Stripe, its card form (Stripe Elements) loads Stripe's script, frames and API calls; the
 * sandbox's card frame is on our own origin and needs nothing more.
 */
const stripeCspSources = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

export function getSpaCspDirectives(options: { allowStripe: boolean }) {
  if (!options.allowStripe) return spaCspDirectives;
  return {
    ...spaCspDirectives,
    scriptSrc: [...spaCspDirectives.scriptSrc, ...stripeCspSources.scriptSrc],
    frameSrc: stripeCspSources.frameSrc,
    connectSrc: [...spaCspDirectives.connectSrc, ...stripeCspSources.connectSrc],
  };
}

const hstsValue = 'max-age=31536000; includeSubDomains';

const getHelmetOptions = (options: { allowStripe: boolean }): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: getSpaCspDirectives(options) },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  // Not helmet's no-referrer: under it a browser names its Origin `null` on a form's POST, and
  // the page forms sent without JavaScript (log in, sign up) would fail the origin check.
  // same-origin still tells other sites nothing (page-form-posts.ts, issue 33).
  referrerPolicy: { policy: 'same-origin' },
});

/**
 * The headers helmet sets for these options, computed once. (@fastify/helmet builds a new helmet
 * middleware on every request, which cost GET /v1/init a large share of its throughput.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  // A real, unsent response: helmet only sets and removes its headers.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}

/**
 * Helmet's headers on every response with the SPA's CSP; HSTS only for requests that arrived over
 * https (behind a proxy this needs TRUST_PROXY so X-Forwarded-Proto is believed). API responses are
 * never stored by caches. The docs UI sets its own, looser CSP (platform/openapi).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { allowStripe: boolean } = { allowStripe: false },
): Promise<void> {
  const securityHeaders = computeSecurityHeaders(getHelmetOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
