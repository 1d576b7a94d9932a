import type { Plugin } from 'vite';

const copySuffix = '?schemas';
type TNode = { type: string; start: number; end: number; [key: string]: unknown };
type TDeclarator = TNode & { init: TNode | null };

/** Values that are made without running anything: left as they are. */
const inertValues = new Set([
  'Literal',
  'Identifier',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
]);

/**
 * The top-level declarators of a module's AST (exported or not) whose value is made by running
 * something: the contract's schemas (`ZOrderFormData = z.object(…)`), the fields they share,
 * and objects that hold schemas (`{ email: ZEmail }`).
 */
function callDeclarators(program: { body: TNode[] }): TDeclarator[] {
  const found: TDeclarator[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as TNode | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as TDeclarator[]) {
      if (declarator.init && !inertValues.has(declarator.init.type)) {
        found.push(declarator);
      }
    }
  }
  return found;
}

/**
 * The contract's schemas apart from the rest of it, in the browser's build (docs/rendering.md).
 *
 * - The schemas' loaders (contract-schema-loaders.ts: one per contract file, which the app calls
 *   to check an answer) and `lib/http/contract-schemas.ts` (all of them, for the UI kit) import
 *   the contract's modules as copies of their own (`order-form.ts?schemas` and what it imports);
 *   each file's copy is a chunk of its own (the `schemas-…` groups), loaded with zod.
 * - The first pages' code imports the contract's messages, paths and constants from its modules
 *   as they are. In those, every top-level value made by running something (the schemas,
 *   `const Z… = z.…`, the fields they share, objects that hold them) is made in a function call
 *   marked pure, so that a schema no code
 *   of the page uses is left out, and zod with it: the bundler keeps a call to zod made through
 *   a helper or on another schema (`ZUser.extend(…)`) otherwise. The contract's modules make
 *   nothing at the top level for its side effects.
 *
 * The copies' constants are equal values; nothing in the contract depends on an object's identity.
 */
export function contractSchemasCopy(
  loaderModules: readonly string[],
  contractRoot: string,
  /** Made before any copy runs: zod set up for the browser (lib/http/zod-setup.ts). */
  zodSetupModule: string,
): Plugin[] {
  return [
    {
      name: 'deckhand-contract-schemas-copy',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        const isLoader = importer !== undefined && loaderModules.includes(importer);
        if (!importer || (!isLoader && !importer.endsWith(copySuffix))) return null;
        const resolved = await this.resolve(source, importer.replace(copySuffix, ''), {
          ...options,
          skipSelf: true,
        });
        if (!resolved || resolved.external || !resolved.id.startsWith(contractRoot))
          return resolved;
        return { ...resolved, id: `${resolved.id}${copySuffix}` };
      },
      // Each copy imports zod's set-up first, so that it runs before any schema is made, whichever
      // file's schemas a page loads first.
      transform(code, id) {
        if (!id.endsWith(copySuffix)) return null;
        return { code: `import ${JSON.stringify(zodSetupModule)};\n${code}`, map: null };
      },
    },
    {
      name: 'deckhand-contract-pure-schemas',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!id.startsWith(contractRoot) || id.endsWith(copySuffix)) return null;

        const declarators = callDeclarators(this.parse(code) as unknown as { body: TNode[] });
        if (declarators.length === 0) return null;
        let out = code;
        // From the end, so that the earlier positions still hold.
        for (const { init } of declarators.reverse()) {
          if (!init) continue;
          const expression = out.slice(init.start, init.end);
          out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${out.slice(init.end)}`;
        }
        return { code: out, map: null };
      },
    },
  ];
}
