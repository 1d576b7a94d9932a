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
 * What a JSON answer of the API carries instead of the document set (OWASP's REST cheat sheet): a
 * JSON answer is never a page, so nothing in it may load or frame anything, it is not sniffed as
 * another type, and other sites cannot embed it. The document-only headers (the SPA's policy,
 * COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) mean nothing to a fetch's answer and were
 * ~600 of the ~900 bytes of headers on every API answer.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
});

const isApiUrl = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`);
const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Helmet's headers with the SPA's CSP on pages, files and everything else; the shorter API set
 * (apiSecurityHeaders) on the API's JSON answers. An API route that answers otherwise (a file, a
 * page such as the OAuth callback or the API docs) gets the document set, its own CSP kept. HSTS
 * only for requests that arrived over https (behind a proxy this needs TRUST_PROXY so
 * X-Forwarded-Proto is believed). API responses are never stored by caches. The docs UI sets its
 * own, looser CSP (platform/openapi).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { allowStripe: boolean } = { allowStripe: false },
): Promise<void> {
  const documentHeaders = computeSecurityHeaders(getHelmetOptions(options));
  const apiCsp = apiSecurityHeaders['content-security-policy'];
  const documentOnly = Object.entries(documentHeaders).filter(
    ([name]) => !(name in apiSecurityHeaders),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiSecurityHeaders : documentHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue);
    if (isApiUrl(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (!isJson(reply.getHeader('content-type'))) {
        // A file or a page: the document set, keeping what the route set itself (its own CSP,
        // X-Frame-Options of a frame).
        for (const [name, value] of documentOnly) {
          if (!reply.hasHeader(name)) reply.header(name, value);
        }
        if (reply.getHeader('content-security-policy') === apiCsp) {
          reply.header('content-security-policy', documentHeaders['content-security-policy']);
        }
      }
    }
    done(null, payload);
  });
}
