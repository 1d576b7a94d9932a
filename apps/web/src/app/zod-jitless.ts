/**
 * What the browser build gets for `import … from 'zod'` (vite.config.ts aliases it here): zod
 * itself, told not to compile parsers with `new Function`. Zod otherwise tests whether it may,
 * and under our content security policy (`script-src 'self'`) that test is a violation reported
 * in every console. Zod reads the setting as a schema is made, and every schema module imports
 * this module's `z`, so it is set before the first schema is made, whatever order the bundler
 * puts modules in. The setting is part of `z` itself: the build counts this module as imported
 * only where something of it is used (build-tools/contract-schemas-copy.ts), and keeps of it
 * only what that uses.
 */
import { config, z as zod } from 'zod/v4';

/** Zod, once it is told not to compile parsers. */
function jitlessZod(): typeof zod {
  config({ jitless: true });
  return zod;
}

export const z = jitlessZod();

export * from 'zod/v4';
export { z as default };
