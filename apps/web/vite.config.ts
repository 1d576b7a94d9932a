import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { appScripts } from './build-tools/app-scripts';
import { asciiOutput } from './build-tools/ascii-output';
import { chunkGroups, staticPageEntry } from './build-tools/chunk-groups';
import {
  contractSchemaLoaders,
  resolvedSchemaLoadersId,
} from './build-tools/contract-schema-loaders';
import { contractSchemasCopy } from './build-tools/contract-schemas-copy';
import { formReadyRender } from './build-tools/form-ready-render';
import { mantineImports } from './build-tools/mantine-imports';
import { mantineReactId } from './build-tools/mantine-react-id';
import { mdxFrontmatter } from './build-tools/mdx-frontmatter';
import { precompress } from './build-tools/precompress';
import { remarkUsedComponents } from './build-tools/remark-used-components';
import { routePathCache } from './build-tools/route-path-cache';
import packageJson from './package.json' with { type: 'json' };

const apiTarget = 'http://localhost:3000';
const sourceRoot = new URL('./src/', import.meta.url).pathname;
/** What loads the contract's schemas, which check the API's answers (lib/http/load-schemas.ts). */
const contractSchemasModule = `${sourceRoot}lib/http/contract-schemas.ts`;
const contractSource = new URL('../../packages/contract/src/', import.meta.url).pathname;
const appVersion = `${packageJson.version}+${new Date().toISOString()}`;

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    // An MDX file's frontmatter alone, for the blog's list of posts (`post.mdx?frontmatter`).
    mdxFrontmatter(),
    // The public site's pages are MDX files (features/site/content): Markdown with a few of the
    // site's components, their YAML frontmatter exported as `frontmatter` (docs/public-site.md).
    {
      enforce: 'pre' as const,
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, remarkUsedComponents],
      }),
    },
    react(),
    appScripts('/src/app/app-entry.ts'),
    precompress(),
    mantineReactId(),
    contractSchemaLoaders(contractSource),
    ...(isSsrBuild
      ? [asciiOutput()]
      : [
          mantineImports(),
          formReadyRender(),
          routePathCache(),
          ...contractSchemasCopy(
            [contractSchemasModule, resolvedSchemaLoadersId],
            contractSource,
            `${sourceRoot}lib/http/zod-setup.ts`,
          ),
        ]),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }],
  },
  server: {
    proxy: {
      '/v1': { target: apiTarget, ws: true },
      // The sandbox gateway's card frame (docs/billing.md).
      '/sandbox-gateway': { target: apiTarget },
      // tus uploads (docs/uploads.md).
      '/uploads': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a page's chunks from it (docs/rendering.md).
    manifest: true,
    // Browsers without modulepreload (Safari < 17) fetch each module when it is imported instead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app is an entry of its own beside index.html (whose boot.ts imports nothing): its
      // scripts are listed in index.html and preloaded after the first paint (build-tools/app-scripts.ts).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: new URL('./index.html', import.meta.url).pathname,
              app: new URL('./src/app/app-entry.ts', import.meta.url).pathname,
              // A static page's only script, in place of the app (docs/rendering.md).
              static: staticPageEntry,
            },
            // A zod schema no code of a chunk uses is left out of it: the first pages' copies of
            // the contract's modules keep their messages and constants, not their schemas
            // (build-tools/contract-schemas-copy.ts).
            treeshake: { manualPureFunctions: ['z'] },
          }),
      output: {
        // Fewer, larger first-wave files: `framework` (React, React Router, TanStack Query) and
        // `shared` (src/app and src/lib with what they import, minus what loads on demand); pages
        // keep their own chunks. Grouping src/ui too pulled every page's widgets (Select,
        // floating-ui) into every page. /login: 41 files 242 KB -> 17 files 218 KB gzip.
        // The browser's build only: the server's bundle loads from disk, where a file costs
        // nothing, and a group there can split modules that import each other across two
        // chunks, which then run in the wrong order (a schema read before its module ran).
        ...(isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups() } }),
        // Seven characters of hash, not eight (rolldown asks for 7 with this many chunks): the
        // app's chunk lists every file a page may load (Vite's preload lists of the lazy pages,
        // ~170 names), and a hash does not compress: -0.3 KB gzip on every app page's first
        // wave. 64^7 names per chunk name is plenty to tell one build's file from the next
        // (immutable caching, docs/rendering.md). The server's bundle names the pictures it
        // links to the same way (its scripts keep their names).
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        ...(isSsrBuild
          ? {}
          : {
              entryFileNames: 'assets/[name]-[hash:7].js',
              chunkFileNames: 'assets/[name]-[hash:7].js',
            }),
      },
    },
  },
  ssr: {
    // The contract ships TypeScript sources: the server bundle compiles it in. The icon package's
    // entry defines all ~6,000 icons: imported as a package it cost the API ~16 MB of heap, so
    // the bundle takes in only the icons it uses (issue 33, docs/deploy.md); the same for
    // Mantine, whose entries define every component and hook (RSS at ready 155 -> 143 MB). Only
    // the server build: Vitest reads this config too, and transforming the icons for every
    // test file more than doubled the web tests' import time (294 -> 718 s in CI).
    noExternal: [
      '@deckhand/contract',
      ...(isSsrBuild ? ['@tabler/icons-react', /^@mantine\//] : []),
    ],
  },
}));
