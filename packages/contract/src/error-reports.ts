import { z } from 'zod';

/**
 * The error-reporting tunnel (§7 "a path on the product host", §8 "sent to an error-reporting
 * service outside development"): the browser's Sentry SDK posts its envelopes to
 * `endpoints.errorReports`, and the API forwards them to the configured Sentry project.
 */

/** What the tunnel reads: the SDK's text body, or the envelope media type. */
export const errorReportContentTypes = ['text/plain', 'application/x-sentry-envelope'] as const;

/** An envelope over this many bytes is refused with 413 (the SDK's events are a few KB). */
export const errorReportMaxBytes = 200 * 1024;

/** The tunnel's answer once an envelope is accepted (202); forwarding happens after it. */
export const ZErrorReportReceived = z.object({ received: z.literal(true) });
export type TErrorReportReceived = z.infer<typeof ZErrorReportReceived>;

/** Its refusals (400). Product copy: the spec shows none. */
export const errorReportMessages = {
  /** The first line is not a JSON object with a `dsn`. */
  malformedEnvelope: 'The error report is not a Sentry envelope.',
  /** The envelope names another Sentry project than the configured one. */
  unknownDsn: 'The error report is not meant for this site.',
} as const;
