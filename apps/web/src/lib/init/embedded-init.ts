import { type TInitResponse, ZInitResponseLenient } from '@deckhand/contract';
import type { DehydratedState } from '@tanstack/react-query';

/** The ids of the JSON script elements that carry data in server-rendered HTML. */
export const embeddedInitId = 'deckhand-init';
export const embeddedQueriesId = 'deckhand-queries';

/**
 * Data as a JSON data block: never executed, so the content security policy allows it. `<` is
 * escaped so no string inside can close the element.
 */
function serializeDataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function serializeEmbeddedInit(init: TInitResponse): string {
  return serializeDataBlock(embeddedInitId, init);
}

/** The answers of the page's server prefetches (TanStack Query's dehydrated state). */
export function serializeEmbeddedQueries(state: DehydratedState): string {
  return state.queries.length > 0 ? serializeDataBlock(embeddedQueriesId, state) : '';
}

/**
 * The prefetched answers the server embedded, or null. Each query's data is checked again by its
 * own schema when it is next fetched; here only the envelope is read.
 */
export function readEmbeddedQueries(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(embeddedQueriesId)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return Array.isArray(state?.queries) ? { mutations: [], queries: state.queries } : null;
  } catch {
    return null;
  }
}

/** The init payload the server embedded in the page, or null (no server rendering, or unreadable). */
export function readEmbeddedInit(doc: Document = document): TInitResponse | null {
  const element = doc.getElementById(embeddedInitId);
  if (!element?.textContent) return null;
  try {
    const parsed = ZInitResponseLenient.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
