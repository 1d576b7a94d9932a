/**
 * What goes into the log for a failed request: type, message, code and stack, but never the bound
 * parameters of a failed SQL query (they can hold passwords or tokens).
 */
export function toLoggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const record = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const isQueryError = typeof record.query === 'string' && 'params' in record;
  const cause = error.cause instanceof Error ? toLoggableError(error.cause) : undefined;
  return {
    type: error.name,
    message: isQueryError ? 'Failed query' : error.message,
    ...(record.code === undefined ? {} : { code: record.code }),
    ...(isQueryError ? { query: record.query } : {}),
    ...(cause ? { cause } : {}),
    stack: error.stack,
  };
}
