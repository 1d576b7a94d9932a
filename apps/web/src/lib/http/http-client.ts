import { headers as headerNames, requestedWithValue } from '@deckhand/contract';
import { getFetch } from '../ssr/server-fetch';
import { getApiUrl } from './api-base';
import { ApiError, NetworkError } from './api-error';
import { getDeviceId } from './device-id';
import type { TSchemaName, TSchemaOutput } from './load-schemas';
import { parseWithSchema } from './unexpected-data-error';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions<TSchema extends TSchemaName> = {
  /** Path under the API base, e.g. `/v1/init`. */
  path: string;
  /**
   * The name of the contract's schema every answer is parsed with (the schemas load with the
   * first answer, not with the first page: load-schemas.ts).
   */
  schema: TSchema;
  method?: TMethod;
  query?: Record<string, TQueryValue>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded instead of JSON. */
  isFormEncoded?: boolean;
  signal?: AbortSignal;
};

/** `path` with `query`'s set values as its query string, as every request sends them. */
export function withQuery(path: string, query: Record<string, TQueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildUrl(path: string, query: Record<string, TQueryValue> = {}): string {
  return getApiUrl(withQuery(path, query));
}

function encodeForm(body: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

function buildInit<TSchema extends TSchemaName>(options: TRequestOptions<TSchema>): RequestInit {
  const requestHeaders: Record<string, string> = {
    accept: 'application/json',
    [headerNames.requestedWith]: requestedWithValue,
    [headerNames.deviceId]: getDeviceId(),
    [headerNames.clientVersion]: __APP_VERSION__,
  };
  let body: string | undefined;
  if (options.body !== undefined) {
    requestHeaders['content-type'] = options.isFormEncoded
      ? 'application/x-www-form-urlencoded;charset=UTF-8'
      : 'application/json';
    body = options.isFormEncoded ? encodeForm(options.body) : JSON.stringify(options.body);
  }
  return {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: requestHeaders,
    body,
    signal: options.signal,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/** One API call: credentials, headers, JSON or form body, schema-checked answer (§7). */
export async function request<TSchema extends TSchemaName>(
  options: TRequestOptions<TSchema>,
): Promise<TSchemaOutput<TSchema>> {
  const url = buildUrl(options.path, options.query);
  let response: Response;
  try {
    response = await getFetch()(url, buildInit(options));
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw error;
    throw new NetworkError(url, error);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError({ status: response.status, url, body });
  return parseWithSchema(options.schema, body, url);
}

type TShortOptions<TSchema extends TSchemaName> = Omit<TRequestOptions<TSchema>, 'method'>;

export const http = {
  get: <S extends TSchemaName>(options: TShortOptions<S>) => request({ ...options, method: 'GET' }),
  post: <S extends TSchemaName>(options: TShortOptions<S>) =>
    request({ ...options, method: 'POST' }),
  put: <S extends TSchemaName>(options: TShortOptions<S>) => request({ ...options, method: 'PUT' }),
  patch: <S extends TSchemaName>(options: TShortOptions<S>) =>
    request({ ...options, method: 'PATCH' }),
  delete: <S extends TSchemaName>(options: TShortOptions<S>) =>
    request({ ...options, method: 'DELETE' }),
};
