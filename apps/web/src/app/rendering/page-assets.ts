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
export type TPageAssets = {
  entry?: string;
  scripts: string[];
  styles: string[];
  /** The chunks of the parts loaded apart that the server rendered, minus the page's: preloaded. */
  partScripts?: string[];
};

/** The script of a static page (a manifest key): binds its HTML without the app. */
export const staticPageEntry = 'src/app/static-page.ts';

/**
 * The JavaScript chunks and stylesheets of the given page modules and of everything they import
 * statically, minus what the entries (index.html and the app, app-entry.ts) bring already: the page's
 * styles apply before the first paint and its code comes with the app's, right after it. A
 * static page keeps its styles, but its scripts are the static entry's alone.
 */
export function createPageAssetFinder(manifest: TBuildManifest) {
  /**
   * `key` and what it imports statically: into `seen` an importer before its imports (the order
   * the stylesheets cascade in), into `ordered` every chunk after those it imports (the order
   * boot.ts runs them in, one a task).
   */
  const collect = (key: string, seen: Set<string>, ordered: string[] = []): string[] => {
    if (seen.has(key)) return ordered;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen, ordered);
    ordered.push(key);
    return ordered;
  };
  // What the entry loads is the same for every page: worked out once, not per request.
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryChunks);
  }
  const toScripts = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const staticChunks = new Set<string>();
  const staticOrder = collect(staticPageEntry, staticChunks);
  const staticEntry = toScripts([staticPageEntry])[0];
  const staticScripts = toScripts(staticOrder);
  /** The static entry's scripts, then those of the page's own live parts (`staticModules`). */
  const findStaticScripts = (staticModules: readonly string[]) => {
    if (staticModules.length === 0) return staticScripts;
    const seen = new Set(staticChunks);
    const ordered = [...staticOrder];
    for (const key of staticModules) collect(key, seen, ordered);
    return toScripts(ordered);
  };
  return (
    pageModules: string[],
    {
      isStatic = false,
      staticModules = [],
      partModules = [],
    }: {
      isStatic?: boolean;
      staticModules?: readonly string[];
      /**
       * The page's parts loaded apart that the server rendered: their styles, and their scripts
       * to preload (not to run with the page's).
       */
      partModules?: readonly string[];
    } = {},
  ): TPageAssets => {
    const pageChunks = new Set<string>();
    const pageOrder: string[] = [];
    for (const pageModule of pageModules) {
      if (manifest[pageModule]) collect(pageModule, pageChunks, pageOrder);
    }
    const isOwn = (key: string) => !entryChunks.has(key) && manifest[key] !== undefined;
    const scripts = toScripts(pageOrder.filter(isOwn));
    const styledChunks = new Set(pageChunks);
    const partOrder: string[] = [];
    for (const partModule of partModules) {
      if (manifest[partModule]) collect(partModule, styledChunks, partOrder);
    }
    const styles = [...styledChunks]
      .filter(isOwn)
      .flatMap((key) => (manifest[key]?.css ?? []).map((css) => `/${css}`));
    if (isStatic && staticEntry) {
      const scripts = findStaticScripts(staticModules);
      return { entry: staticEntry, scripts, styles: [...new Set(styles)] };
    }
    const partScripts = toScripts(partOrder.filter(isOwn));
    return {
      scripts,
      styles: [...new Set(styles)],
      ...(partScripts.length > 0 ? { partScripts } : {}),
    };
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's stylesheets as links (they block the first paint, as they must) and its scripts as
 * the list boot.ts preloads once the page has painted (script-list.ts).
 */
export function renderAssetLinks({ entry, scripts, styles, partScripts }: TPageAssets): string {
  return (
    styles
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
      .join('') +
    (scripts.length > 0 || partScripts?.length
      ? serializeScriptList(pageScriptsId, { entry, scripts, parts: partScripts })
      : '')
  );
}
