import type { TFieldErrors } from '@deckhand/contract';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns schema issues into the 422 map: the field is the issue path joined with '.', relative to
 * the part of the request that failed (body/query/params), and the messages are zod's, so the
 * contract's exact texts reach the client. An issue on the whole part is filed under its name.
 */
export function toFieldErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path || (context ?? 'body');
    const message = issue.message ?? 'Invalid value';
    const messages = errors[field] ?? [];
    if (!messages.includes(message)) messages.push(message);
    errors[field] = messages;
  }
  return errors;
}
