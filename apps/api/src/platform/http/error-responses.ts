import { ZErrorResponse, ZValidationErrorResponse } from '@deckhand/contract';

/** The error statuses of the spec's error catalogue that a route declares. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503;

type ErrorSchemaOf<S extends ErrorStatus> = S extends 422
  ? typeof ZValidationErrorResponse
  : typeof ZErrorResponse;

/**
 * The response schemas of the error statuses a route may answer, for its `schema.response`:
 * 422 carries field errors, every other status the message envelope (docs/api.md). Routes spread
 * it beside their success schema: `response: { 200: ZOrder, ...errorResponses(401, 403, 404) }`.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: ErrorSchemaOf<K> } {
  const schemas = statuses.map((status) => [
    status,
    status === 422 ? ZValidationErrorResponse : ZErrorResponse,
  ]);
  return Object.fromEntries(schemas) as { [K in S[number]]: ErrorSchemaOf<K> };
}
