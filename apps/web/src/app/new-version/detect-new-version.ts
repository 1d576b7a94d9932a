import { appScriptsId, readScriptList, type TScriptList } from '../rendering/script-list';

/** Two builds differ when the app's entry or its chunks differ (their names carry content hashes). */
export function isSameBuild(current: TScriptList, served: TScriptList): boolean {
  return current.entry === served.entry && current.scripts.join() === served.scripts.join();
}

/**
 * Asks the server for `/` and compares the app's script list in it with this page's (§4): true
 * when another build is deployed. A failed request or a page without a list says nothing.
 */
export async function hasNewVersion(current: TScriptList, signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin', signal });
  if (!response.ok) return false;
  const served = readScriptList(
    appScriptsId,
    new DOMParser().parseFromString(await response.text(), 'text/html'),
  );
  if (!served.entry) return false;
  return !isSameBuild(current, served);
}
