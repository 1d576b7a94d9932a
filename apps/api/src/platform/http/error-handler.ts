import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  errorMessages,
  limits,
  serverMessages,
  type TErrorResponse,
  type TValidationErrorResponse,
} from '@deckhand/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { isAppError } from './app-error.ts';
import { toFieldErrors } from './field-errors.ts';
import { createOutageLog, databaseRetryAfterSeconds } from './outage-log.ts';

const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

/** Messages for the 4xx statuses fastify and its plugins raise themselves. */
const messagesByStatus: Record<number, string> = {
  401: serverMessages.unauthorized,
  403: errorMessages.accessDenied,
  404: serverMessages.notFound,
  408: errorMessages.connectionProblems,
  413: serverMessages.payloadTooLarge,
  414: serverMessages.uriTooLong,
  415: serverMessages.unsupportedMediaType,
  429: errorMessages.serverIssues,
  431: serverMessages.headersTooLarge,
};

/** Fastify errors whose own message would echo the request (its URL): our words instead. */
const messagesByCode: Record<string, string> = {
  FST_ERR_BAD_URL: serverMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: serverMessages.uriTooLong,
};

/**
 * A path parameter longer than this never reaches a route: 414. It fits a percent-encoded
 * email or token at their maximum; the contract refuses anything longer than that maximum.
 */
export const maxParamLength = 3 * Math.max(limits.emailMax, limits.tokenMax);

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: TErrorResponse = { status: 'error', message };
  return reply.code(statusCode).send(body);
}

function messageForClientError(error: FastifyError, statusCode: number): string {
  if (malformedBodyCodes.has(error.code) || (error instanceof SyntaxError && statusCode === 400)) {
    return serverMessages.malformedJson;
  }
  const byCode = messagesByCode[error.code];
  if (byCode) return byCode;
  const known = messagesByStatus[statusCode];
  if (known) return known;
  // Fastify's own 4xx errors (FST_*) describe the request, not the server: safe to show.
  return error.code?.startsWith('FST_') ? error.message : errorMessages.somethingWentWrong;
}

/** One place that turns every thrown error into the contract's envelope (§8, architecture). */
export function registerErrorHandler(app: FastifyInstance): void {
  const logOutage = createOutageLog();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: TValidationErrorResponse = {
        status: 'error',
        errors: toFieldErrors(error.validation, error.validationContext),
      };
      return reply.code(422).send(body);
    }
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      if (error.details.fieldErrors) {
        const body: TValidationErrorResponse = {
          status: 'error',
          errors: error.details.fieldErrors,
          message: error.message,
        };
        return reply.code(error.statusCode).send(body);
      }
      const { redirectUrl, channel } = error.details;
      const message = error.statusCode === 500 ? errorMessages.serverIssues : error.message;
      const body: TErrorResponse = {
        status: 'error',
        message,
        ...(redirectUrl ? { redirectUrl } : {}),
        ...(channel ? { channel } : {}),
      };
      return reply.code(error.statusCode).send(body);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendError(reply, statusCode, messageForClientError(error, statusCode));
    }
    if (isDatabaseUnavailable(error)) {
      logOutage(request.log, error);
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendError(reply, 503, serverMessages.databaseUnavailable);
    }
    // The logger's err serializer (toLoggableError) keeps query values out of the line.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, errorMessages.serverIssues);
  });
}

/** Errors fastify raises before any route runs (a malformed or too long path): same envelope. */
function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, statusCode, messageForClientError(error, statusCode));
}

/** The status of a request Node's HTTP parser refused before fastify saw it. */
function getClientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Node's own refusals (headers over the size limit, control characters in the request line, a
 * timeout) written on the socket in the same envelope, then the connection is closed.
 */
function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = getClientErrorStatus(error.code);
  const fallback =
    error.code === 'HPE_INVALID_URL' ? serverMessages.badUrl : serverMessages.badRequest;
  const body: TErrorResponse = {
    status: 'error',
    message: messagesByStatus[statusCode] ?? fallback,
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

type FrameworkErrorOptions = Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'
>;

/** Server options that give fastify's and Node's own refusals the envelope (createApp). */
export function createFrameworkErrorOptions(): FrameworkErrorOptions {
  return {
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    routerOptions: { maxParamLength },
  };
}
