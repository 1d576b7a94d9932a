import type { Plugin } from 'vite';
import { libraryPatch } from './library-patch';

/** react-hook-form 7.92's `useForm`: its state set again in a layout effect once mounted. */
const readyUpdate = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
`;

/**
 * react-hook-form without the second render of every form as it mounts (issue 33). `useForm`
 * sets `isReady` in its React state from a layout effect; a state update in a layout effect is
 * a synchronous render in the commit's task, so on the order page's hydration every form in the
 * cards (the share form, the comment form) rendered its fields twice and pulled the passive
 * effects into that task: ~25 ms of one task there, unthrottled (docs/rendering.md). The app
 * never reads `formState.isReady`; the library still marks its control ready and tells its
 * subscribers. Only the browser's build runs a layout effect, so only it is changed.
 */
export const formReadyRender = (): Plugin =>
  libraryPatch({
    name: 'deckhand-form-ready-render',
    module: /[\\/]node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    expected: readyUpdate,
    patch: (code) => code.replace(readyUpdate, ''),
    patchFile: 'form-ready-render.ts',
  });
