/**
 * What goes into the log for an error: type, message, code and stack, but never the values a
 * failed SQL query carried (names, emails, addresses, tokens). A Drizzle query error keeps its
 * statement (placeholders, no parameters); a PostgreSQL or PGlite error keeps its SQLSTATE and
 * the names of what failed, but not `detail`, `where` or the quoted values in its message.
 */

type ErrorRecord = Error & Record<string, unknown>;

export type LoggedError = { type: string; message: string; stack: string } & Record<
  string,
  unknown
>;

/** Fields of a database error that name things (tables, constraints), never values. */
const databaseNameFields = ['schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

function isQueryError(error: ErrorRecord): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** An error from PostgreSQL or PGlite: a five-character SQLSTATE and the server's own fields. */
function isDatabaseError(error: ErrorRecord): boolean {
  const hasSqlState = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  return hasSqlState && ('severity' in error || 'routine' in error);
}

function pickNames(error: ErrorRecord): Record<string, string> {
  const names: Record<string, string> = {};
  for (const field of databaseNameFields) {
    const value = error[field];
    if (typeof value === 'string') names[field] = value;
  }
  return names;
}

/**
 * Values appear quoted in database messages (invalid input syntax for type integer: "abc"), and
 * so do names (unique constraint "users_email_unique"): quoted text is masked unless the error
 * itself names it.
 */
function maskQuotedValues(message: string, names: Record<string, string>): string {
  const known = new Set(Object.values(names));
  return message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) =>
    known.has(inner) ? quoted : '"[redacted]"',
  );
}

function getSafeMessage(error: ErrorRecord, names: Record<string, string>): string {
  if (isDatabaseError(error)) return maskQuotedValues(error.message, names);
  return isQueryError(error) ? 'Failed query' : error.message;
}

/** The stack with its first line rebuilt from the safe message (the original repeats it). */
function getSafeStack(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

export function toLoggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as ErrorRecord;
  const names = isDatabaseError(record) ? pickNames(record) : {};
  const message = getSafeMessage(record, names);
  const cause = error.cause instanceof Error ? toLoggableError(error.cause) : undefined;
  return {
    type: error.name,
    message,
    ...(record.code === undefined ? {} : { code: record.code }),
    ...(isQueryError(record) ? { query: record.query } : {}),
    ...names,
    ...(cause ? { cause } : {}),
    stack: getSafeStack(error, message),
  };
}

/** The logger's `err` serializer: an error logged anywhere as `{ err }` goes through this rule. */
export function serializeError(error: Error): LoggedError {
  return toLoggableError(error);
}
