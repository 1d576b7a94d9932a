/**
 * The scripts a page starts with, carried in its HTML as JSON data blocks instead of
 * `<link rel="modulepreload">` tags: `boot.ts` asks for them once the page has painted, so on a
 * slow phone the first paint waits only for the HTML and its stylesheets (docs/rendering.md).
 * Only boot.ts imports it in the browser (with held-clicks.ts): it must stay free of other imports.
 */

/** The app's entry (main.tsx) and the chunks it imports; written into index.html at build time. */
export const appScriptsId = 'deckhand-app-scripts';
/** The chunks of the page the server rendered; written by the server per request. */
export const pageScriptsId = 'deckhand-page-scripts';

/**
 * `parts`: the chunks of the page's parts loaded apart (lib/ssr/lazy-part.tsx) that the page's
 * chunks do not bring: preloaded after the page's, never run by boot.ts (the part imports them).
 */
export type TScriptList = { entry?: string; scripts: string[]; parts?: string[] };

/** A data block: never executed, so the content security policy allows it; `<` is escaped. */
export function serializeScriptList(id: string, { parts, ...list }: TScriptList): string {
  const json = JSON.stringify(parts?.length ? { ...list, parts } : list).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The list the page carries under `id`; an empty list when it has none or it is unreadable. */
export function readScriptList(id: string, doc: Document = document): TScriptList {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return { scripts: [] };
    const { entry, scripts, parts } = parsed as Partial<TScriptList>;
    const paths = (list: unknown): string[] =>
      Array.isArray(list)
        ? list.filter((src): src is string => typeof src === 'string' && src.startsWith('/'))
        : [];
    const partPaths = paths(parts);
    return {
      entry: typeof entry === 'string' && entry.startsWith('/') ? entry : undefined,
      scripts: paths(scripts),
      ...(partPaths.length > 0 ? { parts: partPaths } : {}),
    };
  } catch {
    return { scripts: [] };
  }
}
