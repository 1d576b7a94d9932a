import { type TInitResponse, ZInitResponseLenient } from '@deckhand/contract';

/** The id of the JSON script element that carries the init payload in server-rendered HTML. */
export const embeddedInitId = 'deckhand-init';

/**
 * The init payload as a JSON data block: never executed, so the content security policy allows it.
 * `<` is escaped so no string inside can close the element.
 */
export function serializeEmbeddedInit(init: TInitResponse): string {
  const json = JSON.stringify(init).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${embeddedInitId}">${json}</script>`;
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
