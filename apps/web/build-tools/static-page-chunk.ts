type TChunkingContext = {
  getModuleInfo: (id: string) => {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/**
 * Which of the reachable modules a chunk takes: all of them; those other code imports too (the
 * app), with what they import; or the others, which only the entries run.
 */
export type TStaticPart = 'all' | 'shared' | 'own';

/**
 * A chunk group for the code a static page runs (app/static-page.ts and everything it imports
 * statically; or the modules it imports for a page's own parts, each with what it imports
 * statically): it goes in one small chunk of its own, which the app imports too. Without it the
 * `shared` group would take that code, and a static page would download the app's 90 KB with it.
 * The graph is read from the bundler, so a new import needs no list kept by hand.
 * `bench/bundle-size.bench.ts` holds a static page to its budget.
 */
export function staticPageChunk(
  entries: string | readonly string[],
  chunkName: string,
  sourceRoot: string,
  /** Modules left to chunks of their own, with what they import (the contract's schemas). */
  apart: RegExp | null = null,
  part: TStaticPart = 'all',
) {
  const entryPaths: readonly string[] = typeof entries === 'string' ? [entries] : entries;
  let reachable: Set<string> | null = null;
  let shared: Set<string> | null = null;
  /** The reachable modules that code outside them imports, and what they import in turn. */
  const usedElsewhere = (found: Set<string>, ctx: TChunkingContext) => {
    const used = new Set<string>();
    const visit = (id: string) => {
      if (used.has(id) || !found.has(id)) return;
      used.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const id of found) {
      const info = ctx.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      if (!entryPaths.includes(id) && importers.some((importer) => !found.has(importer))) visit(id);
    }
    return used;
  };
  const reachableFromEntry = (ctx: TChunkingContext) => {
    if (reachable) return reachable;
    const found = new Set<string>();
    // The app's own modules; what they use of packages follows them into the chunk. Walking a
    // package's barrel would claim every module it re-exports, zod schemas and all.
    const visit = (id: string) => {
      if (found.has(id) || !id.startsWith(sourceRoot) || apart?.test(id)) return;
      found.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const entryPath of entryPaths) visit(entryPath);
    reachable = found;
    return found;
  };
  return (moduleId: string, ctx: TChunkingContext): string | null => {
    const found = reachableFromEntry(ctx);
    if (entryPaths.includes(moduleId) || !found.has(moduleId)) return null;
    if (part === 'all') return chunkName;
    shared ??= usedElsewhere(found, ctx);
    return shared.has(moduleId) === (part === 'shared') ? chunkName : null;
  };
}
