import type { Plugin } from 'vite';

/** A statement that imports a module for nothing, as Mantine's files are built: `import '../X.mjs';`. */
const bareImport = /^import '[^']+\.mjs';\n/gm;
const mantineModule = /[\\/]node_modules[\\/]@mantine[\\/][^\\/]+[\\/]esm[\\/].*\.mjs$/;
const scrollArea =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const tableScrollContainer =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
/**
 * TableScrollContainer's edits: the browser's own scrolling (its `type="native"`) always, never
 * Mantine's ScrollArea. Each must match, or the build fails (a new Mantine may need new edits).
 */
const nativeTableScrolling: readonly (readonly [string, string])[] = [
  ["import { ScrollArea } from '../ScrollArea/ScrollArea.mjs';\n", ''],
  ['type: "scrollarea"', 'type: "native"'],
  ['component: type === "scrollarea" ? ScrollArea : "div",', 'component: "div",'],
  [
    '...type === "scrollarea" ? maxHeight ? { offsetScrollbars: "xy", ...scrollAreaProps } : { offsetScrollbars: "x", ...scrollAreaProps } : {},',
    '',
  ],
];

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
 * - Table imports its ScrollContainer, which imports ScrollArea (~8 KB gzip): every page with a
 *   table downloaded it, for the one table that scrolls sideways. The container scrolls with the
 *   browser's own scrollbar instead (its `type="native"`, now the only one), as a phone does anyway.
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
      handler(code, id) {
        let stripped = code.replace(bareImport, '');
        if (tableScrollContainer.test(id)) stripped = withEdits(stripped, nativeTableScrolling, id);
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}

/** `code` with each edit made; an edit whose text is not there fails the build. */
function withEdits(
  code: string,
  edits: readonly (readonly [string, string])[],
  id: string,
): string {
  return edits.reduce((edited, [from, to]) => {
    if (!edited.includes(from)) throw new Error(`mantine-imports: "${from}" not found in ${id}`);
    return edited.replace(from, to);
  }, code);
}
