import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';
import packageJson from './package.json' with { type: 'json' };

const apiTarget = 'http://localhost:3000';
const appVersion = `${packageJson.version}+${new Date().toISOString()}`;

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: [
      { find: '@', replacement: new URL('./src', import.meta.url).pathname },
      // zod without `new Function` in the browser (src/app/zod-jitless.ts says why); the server
      // bundle shares the API's zod, which keeps its compiled parsers.
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^zod$/,
              replacement: new URL('./src/app/zod-jitless.ts', import.meta.url).pathname,
            },
          ]),
    ],
  },
  server: {
    proxy: {
      '/v1': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a page's chunks from it (docs/rendering.md).
    manifest: true,
    rolldownOptions: {
      output: {
        // A page's first wave in a handful of files instead of ~40 small shared chunks (each a
        // round trip on a phone): `framework` (React, React Router, TanStack Query) and `shared`
        // (src/lib, src/ui, src/app with what they import: Mantine, zod, react-hook-form). Pages
        // keep their own chunks. /login: 41 files 242 KB -> 7 files 252 KB gzip.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 30,
            },
            { name: 'shared', test: /apps[\\/]web[\\/]src[\\/](lib|ui|app)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  ssr: {
    // The contract ships TypeScript sources: the server bundle compiles it in.
    noExternal: ['@deckhand/contract'],
  },
}));
