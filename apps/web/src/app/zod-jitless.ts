/**
 * What the browser build gets for `import … from 'zod'` (vite.config.ts aliases it here): zod
 * itself, told not to compile parsers with `new Function`. Zod otherwise tests whether it may,
 * and under our content security policy (`script-src 'self'`) that test is a violation reported
 * in every console. Every schema module imports zod, so this runs before the first schema is
 * built, whatever order the bundler puts modules in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
