import { apiPrefix } from '@deckhand/contract';

/** An API address as a client calls it: `/v1` and a path from the contract's `endpoints`. */
export function apiUrl(path: string, query?: string | URLSearchParams): string {
  const search = query === undefined ? '' : String(query);
  return search ? `${apiPrefix}${path}?${search}` : `${apiPrefix}${path}`;
}
