import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The module the app imports: `schemaLoaders`, each schema's name to its file's loader. */
export const schemaLoadersId = 'virtual:contract-schema-loaders';
const resolvedId = `\0${schemaLoadersId}`;
/** The id the bundler gives the module (for build-tools/contract-schemas-copy.ts). */
export const resolvedSchemaLoadersId = resolvedId;

const schemaExport = /^export const (Z\w+)/gm;

/**
 * Each of the contract's schemas by its name, with a function that loads the file it is made in
 * (`import()` of `packages/contract/src/<file>.ts`), read from the contract's sources: so that
 * checking an answer downloads that file's schemas and what they import, not all 300 (issue 33,
 * docs/rendering.md). In the browser's build the files loaded are their copies with the schemas
 * (contract-schemas-copy.ts); in the server's and in tests, the files as they are. A name made in
 * two files fails the build.
 */
export function contractSchemaLoaders(contractRoot: string): Plugin {
  return {
    name: 'deckhand-contract-schema-loaders',
    resolveId(source) {
      return source === schemaLoadersId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const files = readdirSync(contractRoot)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
        .sort();
      const loaders: string[] = [];
      const entries: string[] = [];
      const fileOf = new Map<string, string>();
      for (const [index, file] of files.entries()) {
        const names = [
          ...readFileSync(`${contractRoot}${file}`, 'utf8').matchAll(schemaExport),
        ].map((match) => match[1] as string);
        if (names.length === 0) continue;
        loaders.push(
          `const load${index} = () => import(${JSON.stringify(`${contractRoot}${file}`)});`,
        );
        for (const name of names) {
          const other = fileOf.get(name);
          if (other)
            throw new Error(`contract-schema-loaders: ${name} is made in ${other} and ${file}`);
          fileOf.set(name, file);
          entries.push(`  ${name}: load${index},`);
        }
      }
      return `${loaders.join('\n')}\nexport const schemaLoaders = {\n${entries.join('\n')}\n};\n`;
    },
  };
}
