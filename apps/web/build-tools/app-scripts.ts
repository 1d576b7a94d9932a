import type { Plugin, Rollup } from 'vite';
import { appScriptsId, serializeScriptList } from '../src/app/rendering/script-list';

const isChunk = (item: Rollup.OutputBundle[string]): item is Rollup.OutputChunk =>
  item.type === 'chunk';

/**
 * Writes the app entry's scripts and stylesheets into the built index.html: its stylesheets as
 * `<link rel="stylesheet">` (they style the server's HTML before the first paint) and its scripts
 * as the `deckhand-app-scripts` list that boot.ts preloads after the paint. The entry is a build
 * input of its own, so boot.ts imports nothing and no script competes with the stylesheets.
 */
export function appScripts(entryModule: string): Plugin {
  return {
    name: 'deckhand-app-scripts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter(isChunk)
            .map((c) => [c.fileName, c]),
        );
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entryModule),
        );
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') {
          this.error(`The build has no ${entryModule} entry or no index.html`);
        }
        // boot.ts runs before anything else and must import nothing: a chunk it imported would be
        // downloaded before it could run (a module of its own grouped into a shared chunk, say).
        // (Its chunk is index.html's entry: found by the module, not by the facade.)
        const boot = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith('/src/app/boot.ts')),
        );
        if (!boot) this.error('The build has no chunk running src/app/boot.ts');
        if (boot.imports.length > 0) {
          this.error(
            `boot.ts's chunk imports ${boot.imports.join(', ')}: keep its modules out of the groups (build-tools/chunk-groups.ts, lazyAppCode)`,
          );
        }
        // The entry and what it imports statically, every chunk after those it imports (boot.ts
        // runs them in this order, one a task), the entry last.
        // Stylesheets in the order Vite links them (an importer's before its imports'): the
        // cascade depends on it.
        const files: string[] = [];
        const styleOrder: string[] = [];
        const visit = (fileName: string) => {
          if (styleOrder.includes(fileName)) return;
          styleOrder.push(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          files.push(fileName);
        };
        visit(entry.fileName);
        const styles = styleOrder.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        const tags =
          [...new Set(styles)]
            .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
            .join('') +
          serializeScriptList(appScriptsId, {
            entry: `/${entry.fileName}`,
            scripts: files.map((file) => `/${file}`),
          });
        html.source = String(html.source).replace('</head>', () => `${tags}</head>`);
      },
    },
  };
}
