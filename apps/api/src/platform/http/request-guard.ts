import { apiPrefix, endpoints, headers, pageForms, serverMessages } from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';
import { isAllowedOrigin, type OriginRules } from './request-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that changes state although its method is safe (a GET the spec fixed, like the
     * password reset request): guarded like a POST, so another site's image or link cannot fire it.
     */
    stateChanging?: boolean;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths that receive state-changing requests from elsewhere than the SPA and prove themselves
 * another way (payment webhooks check a signature, tus uploads a bearer token). Add entries here
 * when those routes land, e.g. '/uploads/'. A trailing '/' means prefix.
 */
export const requestGuardExemptions: readonly string[] = [
  // Stripe's webhook proves itself by its signature; it must stay the first entry.
  `${apiPrefix}${endpoints.billing.stripeWebhook}`,
  // A page's form sent without JavaScript (log in, sign up): the server hands it to the API as
  // the app's request, with the browser's headers, and this guard checks that one
  // (page-form-posts.ts).
  ...Object.values(pageForms).map((form) => form.page),
];

export interface RequestGuardOptions extends OriginRules {
  exemptions?: readonly string[];
}

export function isExemptPath(url: string, exemptions: readonly string[]): boolean {
  const path = url.split('?')[0] ?? url;
  return exemptions.some((entry) =>
    entry.endsWith('/') ? path.startsWith(entry) : path === entry,
  );
}

function checkRequest(request: FastifyRequest, rules: OriginRules): string | null {
  const requestedWith = request.headers[headers.requestedWith];
  if (typeof requestedWith !== 'string' || requestedWith.trim() === '') {
    return serverMessages.missingRequestedWith;
  }
  return isAllowedOrigin(request.raw, rules) ? null : serverMessages.originMismatch;
}

const isApiUrl = (url: string) =>
  url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);

const isStateChanging = (request: FastifyRequest) =>
  stateChangingMethods.has(request.method) || request.routeOptions.config.stateChanging === true;

/**
 * CSRF defence for cookie sessions: a state-changing request (POST, PUT, PATCH, DELETE, or a
 * route marked `config: { stateChanging: true }`) must carry X-Requested-With (which a cross-site
 * form or image cannot send without a CORS preflight) and, when the browser names its Origin, come
 * from the origin it was sent to or an allowed one (request-origin.ts).
 */
export function registerRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  const exemptions = options.exemptions ?? requestGuardExemptions;
  // A callback hook (no promise per request); a refusal answers without calling done.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isStateChanging(request)) return done();
    if (isExemptPath(request.url, exemptions)) return done();
    // No route: a page's form sent before the app ran, which the SPA handler only sends back to
    // its page (static-spa.ts); nothing changes, so there is nothing to forge.
    if (request.is404 && !isApiUrl(request.url)) return done();
    const failure = checkRequest(request, options);
    if (failure) {
      sendError(reply, 403, failure);
      return;
    }
    done();
  });
}
