import {
  endpoints,
  errorReportContentTypes,
  errorReportMaxBytes,
  errorReportMessages,
  ZErrorReportReceived,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import {
  createRateLimitGuard,
  createTooManyAttemptsError,
} from '../../platform/http/rate-limit-guard.ts';
import {
  type FetchLike,
  forwardEnvelope,
  getEnvelopeUrl,
  readEnvelopeDsn,
} from './error-reports.ts';

type Options = {
  /** The configured SENTRY_DSN: envelopes naming another are refused. */
  dsn: string;
  /** How envelopes reach Sentry: the global fetch unless a test gives its stand-in. */
  fetch?: FetchLike;
  /** How long one forward may wait for Sentry. */
  timeoutMs?: number;
};

/** Per client address: an office behind one address reports the errors of many browsers. */
const perIpLimit = { max: 60, timeWindowMs: 60_000 } as const;
/** Forwards waiting for Sentry at once on this instance; past it the tunnel answers 429. */
const maxPendingForwards = 32;

/**
 * POST /v1/error-reports: the browser's Sentry SDK sends its envelopes here (its `tunnel`), so
 * no request leaves for Sentry's host and ad blockers do not drop them. Public: no session, but
 * the request guard's X-Requested-With and Origin like every SPA call (the SDK sends the header).
 * The envelope is checked to name the configured DSN, answered 202 at once and forwarded byte for
 * byte in the background; its body is never logged. Registered only when SENTRY_DSN is set:
 * without it the address is 404 like any unknown one.
 */
export const errorReportsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const envelopeUrl = getEnvelopeUrl(options.dsn);
  const fetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let pendingForwards = 0;

  // This plugin's routes read only the envelope's types, as bytes; other types answer 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...errorReportContentTypes],
    { parseAs: 'buffer', bodyLimit: errorReportMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    endpoints.errorReports,
    {
      schema: {
        tags: ['error reports'],
        summary: 'Error-reporting tunnel: a Sentry envelope from the browser, passed on to Sentry',
        description: `Body: a Sentry envelope as ${errorReportContentTypes.join(' or ')}, at most ${errorReportMaxBytes} bytes, whose header names the configured DSN.`,
        response: {
          202: ZErrorReportReceived,
          ...errorResponses(400, 413, 415, 429),
        },
      },
      // Before the body is read: a flood costs a counter, not 200 KB each.
      onRequest: createRateLimitGuard(app, [
        { ...perIpLimit, getKey: (request) => `error-reports:ip:${request.ip}` },
      ]),
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const dsn = readEnvelopeDsn(body);
      if (dsn === null) throw new AppError('BAD_REQUEST', errorReportMessages.malformedEnvelope);
      if (dsn !== options.dsn) throw new AppError('BAD_REQUEST', errorReportMessages.unknownDsn);
      if (pendingForwards >= maxPendingForwards) throw createTooManyAttemptsError(1000);

      pendingForwards += 1;
      forwardEnvelope({ fetch, envelopeUrl, body, timeoutMs })
        .then((status) => {
          if (status >= 400) request.log.warn({ sentryStatus: status }, 'error report refused');
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'error report not forwarded'))
        .finally(() => {
          pendingForwards -= 1;
        });
      return reply.code(202).send({ received: true as const });
    },
  );
};
