import type { Plugin } from 'vite';

/**
 * A change to one module of a library, in the builds only (the tests run the library as it is):
 * `patch` gets the module's code once it holds `expected`; a version without it fails the build,
 * naming the file that patches it, so an upgrade is checked rather than silently unpatched.
 */
export function libraryPatch({
  name,
  module,
  expected,
  patch,
  patchFile,
}: {
  name: string;
  module: RegExp;
  expected: string;
  patch: (code: string) => string;
  patchFile: string;
}): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: module },
      handler(code, id) {
        if (!code.includes(expected)) {
          throw new Error(`${id}: the library's code changed; check build-tools/${patchFile}`);
        }
        return { code: patch(code), map: null };
      },
    },
  };
}
