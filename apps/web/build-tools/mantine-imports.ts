import type { Plugin } from 'vite';

/** A statement that imports a module for nothing, as Mantine's files are built: `import '../X.mjs';`. */
const bareImport = /^import '[^']+\.mjs';\n/gm;
const mantineModule = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]esm[\\/].*\.mjs$/;
const scrollArea =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
/** What ScrollArea imports from floating-ui in its place (build-tools/scroll-area-merge-refs.ts). */
const scrollAreaMergeRefs = new URL('./scroll-area-merge-refs.ts', import.meta.url).pathname;

/**
 * Mantine's imports, trimmed so that the bundler's groups (vite.config.ts) follow only what a
 * module uses, in the browser build (issue 33). Both kept the popover code and floating-ui
 * (~12 KB gzip) in the `widgets` chunk, which every signed-in page downloads:
 *
 * - Mantine is built one file per module, and each file also imports, for nothing, every module
 *   of the components it touches: NativeSelect's imports Combobox, Popover and ScrollArea, which
 *   it never uses. Mantine's package declares its modules free of side effects, so these load
 *   nothing in the end, but a group that takes a module takes what it imports. They are dropped;
 *   every module a file does use it imports by name.
 * - ScrollArea (in every Modal and Drawer) imports floating-ui's whole React module for one hook
 *   that merges two refs. It gets the same hook built on Mantine's own `useMergedRef`.
 */
export function mantineImports(): Plugin {
  return {
    name: 'deckhand-mantine-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@floating-ui\/react$/ },
      handler(_source, importer) {
        return importer && scrollArea.test(importer) ? scrollAreaMergeRefs : null;
      },
    },
    transform: {
      filter: { id: mantineModule },
      handler(code) {
        const stripped = code.replace(bareImport, '');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
