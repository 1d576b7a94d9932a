import { isFieldErrors, type TFieldErrors } from '@deckhand/contract';

/** The readable parts of an error envelope: `{status:'error', message}` or 422 `{errors}`. */
export type TErrorEnvelope = {
  status: string | null;
  message: string | null;
  errors: TFieldErrors | null;
  redirectUrl: string | null;
  channel: string | null;
};

const readString = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function parseErrorEnvelope(body: unknown): TErrorEnvelope {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status: readString(record.status),
    message: readString(record.message),
    errors: isFieldErrors(record.errors) ? record.errors : null,
    redirectUrl: readString(record.redirectUrl),
    channel: readString(record.channel),
  };
}

/** A non-2xx answer of the API, with its status, parsed envelope and raw body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly url: string;
  readonly body: unknown;
  readonly envelope: TErrorEnvelope;

  constructor(options: { status: number; url: string; body: unknown }) {
    const envelope = parseErrorEnvelope(options.body);
    super(envelope.message ?? `Request failed with status ${options.status}`);
    this.status = options.status;
    this.url = options.url;
    this.body = options.body;
    this.envelope = envelope;
  }

  get errors(): TFieldErrors | null {
    return this.envelope.errors;
  }

  get redirectUrl(): string | null {
    return this.envelope.redirectUrl;
  }

  get channel(): string | null {
    return this.envelope.channel;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Network request to ${url} failed`, { cause });
    this.url = url;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
