/**
 * The house's boundaries, checked by `npm test` (scripts/test.mjs, step "boundaries"):
 * - no import cycle anywhere in the API or the web app;
 * - an API module (apps/api/src/modules/<m>) is entered only through its index.ts, by other
 *   modules and by the rest of the API (app.ts, db/seed, test/) alike;
 * - platform/ and db/ never import a module's code (they sit below the modules);
 * - a routes file runs no SQL (no drizzle-orm, no table objects): queries live in services;
 * - a web feature never imports another feature (they meet in src/app).
 */
const api = '^apps/api/src/';
const apiModule = `${api}modules/([^/]+)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Files import each other in a loop (type-only imports aside): move the shared piece down a level.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-module-insides',
      severity: 'error',
      comment:
        "Another module's insides: import its index.ts (or move the shared piece to platform/).",
      from: { path: apiModule },
      to: {
        path: `${api}modules/[^/]+/.+`,
        pathNot: [`${api}modules/$1/`, `${api}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-outside-into-module-insides',
      severity: 'error',
      comment: 'A module is entered through its index.ts only.',
      from: { path: `${api}(?!modules/)`, pathNot: `${api}app\\.ts$` },
      to: { path: `${api}modules/[^/]+/.+`, pathNot: `${api}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'app-into-module-subfolders',
      severity: 'error',
      comment: 'app.ts registers a domain (ordering, billing) through its index.ts.',
      from: { path: `${api}app\\.ts$` },
      to: { path: `${api}modules/[^/]+/[^/]+/` },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'platform/ and db/schema hold primitives: they never import a module.',
      from: { path: `${api}(platform|db/schema)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${api}modules/` },
    },
    {
      name: 'no-sql-in-routes',
      severity: 'error',
      comment: 'A routes file is transport only: queries live in *.queries.ts or a service.',
      from: { path: `${api}.+\\.routes\\.ts$` },
      to: {
        path: ['node_modules/drizzle-orm', `${api}db/schema/`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-layers',
      severity: 'error',
      comment:
        'The web app layers: lib/ (plumbing) and ui/ (product-agnostic widgets) below domain/ (what features share of the product) below features/ and app/.',
      from: { path: '^apps/web/src/(lib|ui)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(domain|features|app)/' },
    },
    {
      name: 'web-domain-below-features',
      severity: 'error',
      comment: 'domain/ is shared by the features: it never imports a feature or app/.',
      from: { path: '^apps/web/src/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-insides',
      severity: 'error',
      comment:
        'A web feature never imports another feature: share through ui/, lib/ or the contract.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
