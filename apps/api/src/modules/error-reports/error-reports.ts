/**
 * The error-reporting tunnel's logic (docs/errors.md): read the DSN a Sentry envelope names in its
 * header line, and pass the envelope on to that project's ingestion address. Pure functions and
 * one forward through a fetch the caller gives (tests give a local stand-in for Sentry).
 */

/** The envelope's header line is a few hundred bytes; a longer first line is not one. */
const maxHeaderBytes = 16 * 1024;
const newline = 0x0a;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The `dsn` of an envelope's header (its first line, a JSON object), or null when the body is no
 * envelope: no JSON object there, not UTF-8, no string `dsn`. Never throws.
 */
export function readEnvelopeDsn(body: Uint8Array): string | null {
  const end = body.indexOf(newline);
  const headerEnd = end === -1 ? body.length : end;
  if (headerEnd === 0 || headerEnd > maxHeaderBytes) return null;
  try {
    const header: unknown = JSON.parse(utf8.decode(body.subarray(0, headerEnd)));
    if (typeof header !== 'object' || header === null || Array.isArray(header)) return null;
    const { dsn } = header as { dsn?: unknown };
    return typeof dsn === 'string' ? dsn : null;
  } catch {
    return null;
  }
}

/** Sentry's envelope address of a DSN checked by config.ts (`https://<key>@<host>/<project>`). */
export function getEnvelopeUrl(dsn: string): string {
  const url = new URL(dsn);
  return `https://${url.host}/api/${url.pathname.slice(1)}/envelope/`;
}

/** The part of `fetch` the forward uses; tests give one that reaches a local server. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: Uint8Array; signal: AbortSignal },
) => Promise<{ status: number; body?: { cancel(): Promise<void> } | null }>;

export interface ForwardEnvelopeOptions {
  fetch: FetchLike;
  envelopeUrl: string;
  body: Uint8Array;
  timeoutMs: number;
}

/**
 * Posts the envelope's bytes unchanged to Sentry and answers Sentry's status (its answer's body
 * is not read). Throws when Sentry cannot be reached within `timeoutMs`.
 */
export async function forwardEnvelope(options: ForwardEnvelopeOptions): Promise<number> {
  const response = await options.fetch(options.envelopeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: options.body,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}
