import { headers, serverMessages } from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths that receive state-changing requests from elsewhere than the SPA and prove themselves
 * another way (payment webhooks check a signature, tus uploads a bearer token). Add entries here
 * when those routes land, e.g. '/v1/payments/webhook', '/uploads/'. A trailing '/' means prefix.
 */
export const requestGuardExemptions: readonly string[] = [];

export interface RequestGuardOptions {
  allowedOrigins: readonly string[];
  exemptions?: readonly string[];
}

export function isExemptPath(url: string, exemptions: readonly string[]): boolean {
  const path = url.split('?')[0] ?? url;
  return exemptions.some((entry) =>
    entry.endsWith('/') ? path.startsWith(entry) : path === entry,
  );
}

function checkRequest(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  const requestedWith = request.headers[headers.requestedWith];
  if (typeof requestedWith !== 'string' || requestedWith.trim() === '') {
    return serverMessages.missingRequestedWith;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) {
    return serverMessages.originMismatch;
  }
  return null;
}

/**
 * CSRF defence for cookie sessions: a state-changing request must carry X-Requested-With (which
 * a cross-site form cannot send without a CORS preflight) and, when the browser names its Origin,
 * come from an allowed one.
 */
export function registerRequestGuard(app: FastifyInstance, options: RequestGuardOptions): void {
  const exemptions = options.exemptions ?? requestGuardExemptions;
  app.addHook('onRequest', async (request, reply) => {
    if (!stateChangingMethods.has(request.method)) return;
    if (isExemptPath(request.url, exemptions)) return;
    const failure = checkRequest(request, options.allowedOrigins);
    if (failure) return sendError(reply, 403, failure);
  });
}
