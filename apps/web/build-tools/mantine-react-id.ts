import type { Plugin } from 'vite';
import { libraryPatch } from './library-patch';

/**
 * Mantine's `useId` as React 18+ allows it: React's id, the same in the server's HTML and after
 * hydration (issue 33). Mantine's own hook starts from React's id and then, in a layout effect,
 * replaces it with a random one (a fallback for React 17). A state update in a layout effect is
 * a synchronous render: on the hydration commit every input, checkbox, radio, select and card
 * that names an element re-rendered its subtree in one task that never yields (the team page's
 * sidebar and cards: 1.2 s of Lighthouse's 4x slower CPU), and every `id`/`aria-*` the server
 * sent changed under the visitor's screen reader. Both builds use it, so the ids agree.
 */
export const mantineReactId = (): Plugin =>
  libraryPatch({
    name: 'deckhand-mantine-react-id',
    module: /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    // Mantine's fallback for React without `useId`: a random id set in a layout effect.
    expected: 'setUuid(randomId())',
    patch: () =>
      [
        "import { useReactId } from './use-react-id.mjs';",
        'function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
        'export { useId };',
      ].join('\n'),
    patchFile: 'mantine-react-id.ts',
  });
