import type { TestProject } from 'vitest/node';
import { startBuiltApp } from './app-server.ts';
import { assertChromiumInstalled } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built app for the whole browser run; E2E_BASE_URL points the suite at a running one. */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  const app = await startBuiltApp();
  project.provide('baseUrl', app.baseUrl);
  return () => app.stop();
}
