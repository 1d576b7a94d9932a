/// <reference types="vite/client" />

/** The client version: package.json version plus build time, defined by Vite. */
declare const __APP_VERSION__: string;
