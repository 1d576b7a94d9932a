/**
 * What the version check reads of a page: the app's script list that index.html carries
 * (rendering/script-list.ts writes it). Read here without importing that module: boot.ts imports
 * it, and a second importer in the app would pull it out into a chunk the first paint waits for.
 * new-version-notice.test.tsx checks the id is the same.
 */
export const appScriptsBlockId = 'deckhand-app-scripts';

type TAppScripts = { entry: string | null; scripts: string };

/** The app's entry and its chunks as this document lists them (null entry: no list). */
export function readAppScripts(doc: Document): TAppScripts {
  try {
    const parsed: unknown = JSON.parse(
      doc.getElementById(appScriptsBlockId)?.textContent ?? 'null',
    );
    const { entry, scripts } = (parsed ?? {}) as { entry?: unknown; scripts?: unknown };
    return {
      entry: typeof entry === 'string' ? entry : null,
      scripts: Array.isArray(scripts) ? scripts.join() : '',
    };
  } catch {
    return { entry: null, scripts: '' };
  }
}

/** Two builds differ when the app's entry or its chunks differ (their names carry content hashes). */
export const isSameBuild = (current: TAppScripts, served: TAppScripts): boolean =>
  current.entry === served.entry && current.scripts === served.scripts;

/**
 * Asks the server for `/` and compares the app's script list in it with this page's (§4): true
 * when another build is deployed. A failed request or a page without a list says nothing.
 */
export async function hasNewVersion(current: TAppScripts, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin', signal });
  if (!response.ok) return false;
  const served = readAppScripts(
    new DOMParser().parseFromString(await response.text(), 'text/html'),
  );
  if (served.entry === null) return false;
  return !isSameBuild(current, served);
}
