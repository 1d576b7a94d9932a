import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The index.html of writeFakeWebBuild's build. */
export const fakeIndexHtml =
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * A web build for the API's tests: index.html, one asset and the manifest in a client folder, and
 * `entrySource` as the server entry (a stand-in for apps/web/src/app/entry-server.tsx, with its
 * export `createPageRenderer`). Returns the settings that point an app at it.
 */
export async function writeFakeWebBuild(entrySource: string): Promise<Record<string, string>> {
  const webDistDir = await mkdtemp(join(tmpdir(), 'deckhand-web-'));
  const webSsrDir = await mkdtemp(join(tmpdir(), 'deckhand-ssr-'));
  await mkdir(join(webDistDir, 'assets'));
  await mkdir(join(webDistDir, '.vite'));
  await writeFile(join(webDistDir, 'index.html'), fakeIndexHtml);
  await writeFile(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("deckhand");');
  await writeFile(
    join(webDistDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true } }),
  );
  await writeFile(join(webSsrDir, 'entry-server.js'), entrySource);
  return { WEB_DIST_DIR: webDistDir, WEB_SSR_DIR: webSsrDir };
}
