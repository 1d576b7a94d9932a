/**
 * Zod, told not to compile parsers with `new Function` in the browser. Zod otherwise tests
 * whether it may, and under our content security policy (`script-src 'self'`) that test is a
 * violation reported in every console. Zod reads the setting as it makes and runs a schema, so
 * the modules that make schemas in the browser import this first: the contract's schemas
 * (lib/http/contract-schemas.ts) and the UI kit's own. Zod itself stays as the package is, so the
 * build keeps of it only what the schemas use (an alias of its namespace had kept all of zod,
 * with its 40 locales: 88 KB gzip instead of ~26).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
