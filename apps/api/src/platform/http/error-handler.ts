import {
  errorMessages,
  serverMessages,
  type TErrorResponse,
  type TValidationErrorResponse,
} from '@deckhand/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toLoggableError } from '../logging/loggable-error.ts';
import { isAppError } from './app-error.ts';
import { toFieldErrors } from './field-errors.ts';

const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

/** Messages for the 4xx statuses fastify and its plugins raise themselves. */
const messagesByStatus: Record<number, string> = {
  401: serverMessages.unauthorized,
  403: errorMessages.accessDenied,
  404: serverMessages.notFound,
  413: serverMessages.payloadTooLarge,
  415: serverMessages.unsupportedMediaType,
  429: errorMessages.serverIssues,
};

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: TErrorResponse = { status: 'error', message };
  return reply.code(statusCode).send(body);
}

function messageForClientError(error: FastifyError, statusCode: number): string {
  if (malformedBodyCodes.has(error.code) || (error instanceof SyntaxError && statusCode === 400)) {
    return serverMessages.malformedJson;
  }
  const known = messagesByStatus[statusCode];
  if (known) return known;
  // Fastify's own 4xx errors (FST_*) describe the request, not the server: safe to show.
  return error.code?.startsWith('FST_') ? error.message : errorMessages.somethingWentWrong;
}

/** One place that turns every thrown error into the contract's envelope (§8, architecture). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: TValidationErrorResponse = {
        status: 'error',
        errors: toFieldErrors(error.validation, error.validationContext),
      };
      return reply.code(422).send(body);
    }
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: toLoggableError(error) }, 'app error');
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
    request.log.error({ err: toLoggableError(error) }, 'unhandled error');
    return sendError(reply, 500, errorMessages.serverIssues);
  });
}
