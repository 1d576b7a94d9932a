import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { headers } from '@deckhand/contract';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { LazyChildLogger } from './lazy-child-logger.ts';

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

/** Parameters (path or query) whose value is a secret, or personal, whatever the route. */
const secretParamNames = new Set(['token', 'email', 'code', 'state', 'password']);
/** A value that reads like a secret whatever its name: a long opaque token, or an email. */
const opaqueValue = /^[A-Za-z0-9_~-]{20,}$/;
const emailLike = /@|%40/i;
const maxLoggedUrlLength = 2048;
const redacted = '[redacted]';

function looksSecret(value: string): boolean {
  return opaqueValue.test(value) || emailLike.test(value);
}

/** The parameter a route pattern has at each path segment ('/v1/team/join/:token'). */
function readParamNames(routePattern: string | undefined): (string | null)[] {
  return (routePattern ?? '').split('/').map((segment) => /^:(\w+)/.exec(segment)?.[1] ?? null);
}

/**
 * A request URL as logged, by one rule: a path or query parameter named like a secret (token,
 * email, code, state, password; path names from the matched route), and any path segment or
 * query value that looks like one (20+ opaque characters, or an email), becomes [redacted]. That
 * covers the emailed links of the API (/v1/team/join/{token}, /v1/users/verify/{token}, ...),
 * the pages they open (/join/{token}), unsubscribe's ?token= and the reset request's email.
 * The result is cut at 2,048 characters, so a huge URL is never a huge log line.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const paramNames = readParamNames(routePattern);
  const segments = path.split('/').map((segment, index) => {
    const name = paramNames[index];
    return (name && secretParamNames.has(name)) || looksSecret(segment) ? redacted : segment;
  });
  const pairs = queryStart === -1 ? [] : url.slice(queryStart + 1).split('&');
  const query = pairs.map((pair) => {
    const [key = '', ...rest] = pair.split('=');
    const isSecret = secretParamNames.has(key.toLowerCase()) || looksSecret(rest.join('='));
    return isSecret ? `${key}=${redacted}` : pair;
  });
  const logged = [segments.join('/'), ...(query.length > 0 ? [query.join('&')] : [])].join('?');
  return logged.length > maxLoggedUrlLength ? `${logged.slice(0, maxLoggedUrlLength)}…` : logged;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
  routeOptions?: { url?: string };
};

/** The matched route's pattern; requests answered before routing (bad URLs) have none. */
function readRoutePattern(request: LoggedRequest): string | undefined {
  try {
    return request.routeOptions?.url;
  } catch {
    return undefined;
  }
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, readRoutePattern(request)),
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

type LoggerOptions = Pick<
  FastifyServerOptions,
  'genReqId' | 'childLoggerFactory' | 'logController'
>;

/**
 * Request ids (logged as reqId) and client bindings on every request's child logger. Fastify's
 * two lines per request (incoming, completed) are off: registerRequestLog writes one.
 */
export function createRequestLoggingOptions(): LoggerOptions {
  return {
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    // Made into pino's child only when the request writes a line (lazy-child-logger.ts).
    childLoggerFactory: (logger, bindings, options, raw) =>
      new LazyChildLogger(
        logger,
        { ...bindings, ...getClientBindings(raw as IncomingMessage) },
        options,
      ),
  };
}

/**
 * One line per answered request, at info: the request (URL redacted), its status and how long it
 * took. Errors are logged by the error handler besides, whatever the level.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
