import { errorReporting, headers, requestedWithValue } from '@deckhand/contract';
import {
  browserApiErrorsIntegration,
  captureException,
  close,
  dedupeIntegration,
  type ErrorEvent,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/react';

/**
 * The part of the Sentry SDK the app uses, in a chunk of its own: error-reporting.ts imports this
 * file only once reporting may start (a DSN, not development, the visitor's yes to third
 * parties), so no page downloads the SDK before that. Named imports let the bundler keep only
 * these (about 30 KB gzip; the whole package is six times that).
 */

export interface SentryStartOptions {
  dsn: string;
  environment: string;
  release: string;
  /** The API's tunnel address: envelopes go to the product's own host, never to Sentry's. */
  tunnel: string;
}

const redacted = '[redacted]';
/** A path segment that reads like a secret: a long opaque token (/join/{token}), or an email. */
const looksSecret = (segment: string) =>
  /^[A-Za-z0-9_~-]{20,}$/.test(segment) || /@|%40/i.test(segment);

/** A page address as reported: no query or fragment, no token or email in the path. */
export function redactPageUrl(url: string): string {
  if (!URL.canParse(url)) return redacted;
  const { origin, pathname } = new URL(url);
  const path = pathname.split('/').map((segment) => (looksSecret(segment) ? redacted : segment));
  return `${origin}${path.join('/')}`;
}

/** What leaves the browser about the page: its redacted address and the browser's name. */
function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request } = event;
  if (!request) return event;
  const userAgent = request.headers?.['User-Agent'];
  return {
    ...event,
    request: {
      ...(request.url ? { url: redactPageUrl(request.url) } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    },
  };
}

/**
 * Sentry with the spec's sample rate and value length (§9) and the fewest integrations that
 * report errors well: uncaught errors and rejections, error causes, no duplicates. No
 * breadcrumbs (they record addresses and console lines), no sessions (an envelope per page
 * view), no tracing or replay.
 */
export function startSentry(options: SentryStartOptions): void {
  init({
    ...options,
    sampleRate: errorReporting.sampleRate,
    maxValueLength: errorReporting.maxValueLength,
    sendDefaultPii: false,
    // The tunnel is an API route: it passes the request guard like every call of the app.
    transportOptions: { headers: { [headers.requestedWith]: requestedWithValue } },
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    beforeSend: scrubEvent,
  });
}

/** Stops reporting (the visitor withdrew their yes): the client sends nothing more. */
export function stopSentry(): void {
  void close();
}

export { captureException };
