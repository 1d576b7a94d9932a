import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';
import packageJson from './package.json' with { type: 'json' };

const apiTarget = 'http://localhost:3000';
const appVersion = `${packageJson.version}+${new Date().toISOString()}`;

export default defineConfig({
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
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
  },
  ssr: {
    // The contract ships TypeScript sources: the server bundle compiles it in.
    noExternal: ['@deckhand/contract'],
  },
});
