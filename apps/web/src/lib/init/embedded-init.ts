import type { TInitResponse, TZoneOffsets } from '@deckhand/contract';
import type { DehydratedState } from '@tanstack/react-query';
import { checkWithSchema } from '../http/load-schemas';

/** The ids of the JSON script elements that carry data in server-rendered HTML. */
export const embeddedInitId = 'deckhand-init';
export const embeddedQueriesId = 'deckhand-queries';
export const embeddedZoneOffsetsId = 'deckhand-zone-offsets';
export const embeddedRoutePathId = 'deckhand-route-path';

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
 * The named zones' offsets the server worked out while it rendered the page (the contract's
 * zone-offsets.ts): the browser writes those dates from them while it hydrates, without Intl.
 */
export function serializeEmbeddedZoneOffsets(offsets: TZoneOffsets): string {
  return Object.keys(offsets).length > 0 ? serializeDataBlock(embeddedZoneOffsetsId, offsets) : '';
}

/**
 * Where the page's routes sit in the route tree (app/rendering/resolve-lazy-matches.ts): the
 * browser loads their modules without matching every route against the address.
 */
export function serializeEmbeddedRoutePath(path: readonly number[] | null): string {
  return path ? serializeDataBlock(embeddedRoutePathId, path) : '';
}

/** A data block's JSON, or null when the page has none or it is unreadable. */
function readDataBlock(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The zone offsets the page carries, unchecked (learnZoneOffsets leaves out what is malformed). */
export function readEmbeddedZoneOffsets(doc: Document = document): unknown {
  return readDataBlock(embeddedZoneOffsetsId, doc);
}

/** The route tree path the page carries, unchecked (`routesAlong` refuses what is not one). */
export function readEmbeddedRoutePath(doc: Document = document): unknown {
  return readDataBlock(embeddedRoutePathId, doc);
}

/**
 * The prefetched answers the server embedded, or null. Each query's data is checked again by its
 * own schema when it is next fetched; here only the envelope is read.
 */
export function readEmbeddedQueries(doc: Document = document): DehydratedState | null {
  const state = readDataBlock(embeddedQueriesId, doc) as Partial<DehydratedState> | null;
  return Array.isArray(state?.queries) ? { mutations: [], queries: state.queries } : null;
}

/**
 * The init payload the server embedded in the page, or null (no server rendering, or unreadable).
 * It is the server's own answer (GET /v1/init as this visitor, which the server renderer
 * received typed and checked with `checkInitToEmbed`): the page starts with it at once. The
 * embedded queries are checked when next fetched.
 */
export function readEmbeddedInit(doc: Document = document): TInitResponse | null {
  const init = readDataBlock(embeddedInitId, doc);
  const isInit = typeof init === 'object' && init !== null && 'user' in init && 'env' in init;
  return isInit ? (init as TInitResponse) : null;
}

/**
 * The init a page embeds, checked as every init answer is (ZInitResponseLenient, §7: a user that
 * fails is treated as null) by the server renderer, before it renders the page with it: the
 * browser then takes the embedded init as it is. (Checked in the browser after hydration, it
 * loaded zod and the init's schemas on every page whose data came embedded: a 300 ms task on a
 * phone's CPU.) An init the schema refuses throws: the server sends the page unrendered, and
 * the browser asks GET /v1/init and checks that answer itself.
 */
export async function checkInitToEmbed(init: TInitResponse): Promise<TInitResponse> {
  const checked = await checkWithSchema('ZInitResponseLenient', init);
  if (checked.success) return checked.data;
  const fields = checked.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw new Error(`The init payload fails ZInitResponseLenient at ${fields.join(', ')}`);
}
