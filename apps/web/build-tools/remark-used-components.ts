import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

type TJsxNode = { type: string; name?: string | null };

/**
 * A remark plugin: the MDX module exports `usedComponents`, the names of the JSX components its
 * body uses (`<PriceTable />`). The page prefetches on the server only the live data those
 * components show, without the author declaring it (docs/public-site.md).
 */
export function remarkUsedComponents() {
  return (tree: Root) => {
    const names = new Set<string>();
    visit(tree, (node) => {
      const { type, name } = node as TJsxNode;
      if ((type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') && name) names.add(name);
    });
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'usedComponents' },
                    init: {
                      type: 'ArrayExpression',
                      elements: [...names].sort().map((value) => ({ type: 'Literal', value })),
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    } as never);
  };
}
