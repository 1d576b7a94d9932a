import type { Plugin } from 'vite';
import { libraryPatch } from './library-patch';

/** React Router 7.18's pattern compiler, where every route's pattern becomes a regular expression. */
const compilePathStart = 'function compilePath(path, caseSensitive = false, end = true) {';

/**
 * React Router with each route pattern compiled once (issue 33). Creating the router ranks every
 * route: for each of the ~90 routes it compiles the pattern of every route above it too (~430
 * patterns, most of them the same pathless layouts, each a new RegExp and a warning's message
 * built whether shown or not), then matches the address against them (each RegExp compiled again
 * by V8 on its first use). On a phone this was most of the task that starts the app before
 * hydration (docs/rendering.md). The compiled pattern and its parameter list are only read, never
 * changed, by React Router: the same pattern, case and end give the same pair, kept for the
 * page's life (a bounded number: the app's patterns).
 */
export const routePathCache = (): Plugin =>
  libraryPatch({
    name: 'deckhand-route-path-cache',
    module: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-6KYCQHYJ\.mjs$/,
    expected: compilePathStart,
    patch: (code) =>
      code.replace(
        compilePathStart,
        `var compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  let key = (caseSensitive ? "c" : "i") + (end ? "e" : "p") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (compiledPaths.size < 1000) compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive = false, end = true) {`,
      ),
    patchFile: 'route-path-cache.ts',
  });
