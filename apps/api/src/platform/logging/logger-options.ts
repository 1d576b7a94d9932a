import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { headers } from '@deckhand/contract';
import type { FastifyServerOptions } from 'fastify';

const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;
const saneHeaderValue = /^[\x21-\x7E]{1,128}$/;

/** Headers and body fields that must never reach a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.cardNumber',
  '*.cvc',
  'password',
  'token',
];

/** Paths that carry a secret: the emailed verification and password-reset links. */
const secretPathPattern = /(\/v1\/users\/verify\/(?:reset-password\/)?)[^/?#]+/;

/** A request URL as logged: the token of an emailed link replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(secretPathPattern, '$1[redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A trustworthy incoming X-Request-Id (from our proxy or a retrying client), else a UUID. */
export function generateRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[headers.requestId];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

function readHeader(raw: IncomingMessage, name: string): string | undefined {
  const value = raw.headers[name];
  return typeof value === 'string' && saneHeaderValue.test(value) ? value : undefined;
}

/** Device id and client version go into every log line of the request. */
export function getClientBindings(raw: IncomingMessage): Record<string, string> {
  const deviceId = readHeader(raw, headers.deviceId);
  const clientVersion = readHeader(raw, headers.clientVersion);
  return {
    ...(deviceId ? { deviceId } : {}),
    ...(clientVersion ? { clientVersion } : {}),
  };
}

type LoggerOptions = Pick<FastifyServerOptions, 'genReqId' | 'childLoggerFactory'>;

/** Request ids (logged as reqId) and client bindings on every request's child logger. */
export function createRequestLoggingOptions(): LoggerOptions {
  return {
    genReqId: generateRequestId,
    childLoggerFactory: (logger, bindings, options, raw) =>
      logger.child({ ...bindings, ...getClientBindings(raw as IncomingMessage) }, options),
  };
}
