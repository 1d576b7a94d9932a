import type { Plugin } from 'vite';

const useIdModule = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** Mantine's fallback for React without `useId`: a random id set in a layout effect. */
const randomIdFallback = 'setUuid(randomId())';

/**
 * Mantine's `useId` as React 18+ allows it: React's id, the same in the server's HTML and after
 * hydration (issue 33). Mantine's own hook starts from React's id and then, in a layout effect,
 * replaces it with a random one (a fallback for React 17). A state update in a layout effect is
 * a synchronous render: on the hydration commit every input, checkbox, radio, select and card
 * that names an element re-rendered its subtree in one task that never yields (the team page's
 * sidebar and cards: 1.2 s of Lighthouse's 4x slower CPU), and every `id`/`aria-*` the server
 * sent changed under the visitor's screen reader. Both builds use it, so the ids agree.
 */
export function mantineReactId(): Plugin {
  return {
    name: 'deckhand-mantine-react-id',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: useIdModule },
      handler(code, id) {
        if (!code.includes(randomIdFallback)) {
          throw new Error(`${id}: Mantine's useId changed; check build-tools/mantine-react-id.ts`);
        }
        return {
          code: [
            "import { useReactId } from './use-react-id.mjs';",
            'function useId(staticId) {',
            '  const reactId = useReactId();',
            "  return typeof staticId === 'string' ? staticId : reactId;",
            '}',
            'export { useId };',
          ].join('\n'),
          map: null,
        };
      },
    },
  };
}
