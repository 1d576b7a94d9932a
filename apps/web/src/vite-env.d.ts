/// <reference types="vite/client" />

/** The client version: package.json version plus build time, defined by Vite. */
declare const __APP_VERSION__: string;

/** Each contract schema's name, with a loader of its file (build-tools/contract-schema-loaders.ts). */
declare module 'virtual:contract-schema-loaders' {
  export const schemaLoaders: Readonly<
    Record<string, (() => Promise<Record<string, unknown>>) | undefined>
  >;
}
