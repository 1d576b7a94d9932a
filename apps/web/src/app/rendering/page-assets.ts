import { pageScriptsId, serializeScriptList } from './script-list';

/** The part of Vite's build manifest (`build.manifest`) the server reads to preload a page. */
export type TManifestChunk = {
  file: string;
  isEntry?: boolean;
  /** Imported with `import()` (a static page's own live parts, say). */
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type TBuildManifest = Record<string, TManifestChunk>;

/** `entry` only for a static page: its script, which stands in for the app (boot.ts). */
export type TPageAssets = { entry?: string; scripts: string[]; styles: string[] };

/** The script of a static page (a manifest key): binds its HTML without the app. */
export const staticPageEntry = 'src/app/static-page.ts';

/**
 * The JavaScript chunks and stylesheets of the given page modules and of everything they import
 * statically, minus what the entries (index.html and the app, main.tsx) bring already: the page's
 * styles apply before the first paint and its code comes with the app's, right after it. A
 * static page keeps its styles, but its scripts are the static entry's alone.
 */
export function createPageAssetFinder(manifest: TBuildManifest) {
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  // What the entry loads is the same for every page: worked out once, not per request.
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryChunks);
  }
  const toScripts = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const staticChunks = new Set<string>();
  collect(staticPageEntry, staticChunks);
  const staticScripts = toScripts(staticChunks);
  /** The static entry's scripts, then those of the page's own live parts (`staticModules`). */
  const findStaticScripts = (staticModules: readonly string[]) => {
    if (staticModules.length === 0) return staticScripts;
    const chunks = new Set(staticChunks);
    for (const key of staticModules) collect(key, chunks);
    return toScripts(chunks);
  };
  return (
    pageModules: string[],
    {
      isStatic = false,
      staticModules = [],
    }: { isStatic?: boolean; staticModules?: readonly string[] } = {},
  ): TPageAssets => {
    const pageChunks = new Set<string>();
    for (const pageModule of pageModules) {
      if (manifest[pageModule]) collect(pageModule, pageChunks);
    }
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const key of pageChunks) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
    }
    if (isStatic && staticScripts[0]) {
      const scripts = findStaticScripts(staticModules);
      return { entry: staticScripts[0], scripts, styles: [...new Set(styles)] };
    }
    return { scripts, styles: [...new Set(styles)] };
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's stylesheets as links (they block the first paint, as they must) and its scripts as
 * the list boot.ts preloads once the page has painted (script-list.ts).
 */
export function renderAssetLinks({ entry, scripts, styles }: TPageAssets): string {
  return (
    styles
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
      .join('') + (scripts.length > 0 ? serializeScriptList(pageScriptsId, { entry, scripts }) : '')
  );
}
