import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TInitResponse, TPostedForm } from '@deckhand/contract';

/** What the web app's server entry (apps/web/src/app/entry-server.tsx) renders for a URL. */
export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** Sent without the app (docs/rendering.md): nothing on it shows a flash message. */
      isStatic?: boolean;
    }
  | { kind: 'redirect'; status: number; location: string };

export interface PageRenderer {
  /**
   * `getAsVisitor(path)`: what the API answers the visitor for `GET path`, status and parsed
   * body (a signed-in page's own data, and whether what it shows exists).
   * `consentCookie`: the visitor's consent cookie, as sent; the page holds the cookie banner
   * until it carries an answer.
   * `postedForm`: the page's form as sent without the app and refused, shown with its messages.
   */
  render(input: {
    url: string;
    init: TInitResponse;
    getAsVisitor: (apiPath: string) => Promise<{ status: number; body: unknown }>;
    consentCookie?: string;
    postedForm?: TPostedForm;
  }): Promise<RenderedPage>;
  /** The public pages anyone may open (the sitemap lists them). */
  publicPagePaths?: readonly string[];
}

/** How the renderer's prefetches reach the API: GET only, in-process, without cookies. */
export type PublicFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

type RendererModule = {
  createPageRenderer(options: {
    template: string;
    manifest: unknown;
    fetchPublic: PublicFetch;
  }): PageRenderer;
};

function isRendererModule(value: unknown): value is RendererModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<RendererModule>).createPageRenderer === 'function'
  );
}

export const missingRendererMessage =
  'The web app was built without its server bundle: pages are sent without server rendering.';

/**
 * Loads the web build's server renderer (WEB_SSR_DIR/entry-server.js) with the client build's
 * index.html and manifest. Null when there is no server bundle: pages are then sent as the plain
 * index.html, which renders in the browser (docs/rendering.md).
 */
export async function loadPageRenderer(options: {
  webDistDir: string;
  webSsrDir: string;
  fetchPublic: PublicFetch;
}): Promise<PageRenderer | null> {
  const entry = join(options.webSsrDir, 'entry-server.js');
  const manifestPath = join(options.webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return null;
  const [module, template, manifest] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<unknown>,
    readFile(join(options.webDistDir, 'index.html'), 'utf8'),
    readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as unknown),
  ]);
  if (!isRendererModule(module)) throw new Error(`${entry} does not export createPageRenderer`);
  return module.createPageRenderer({ template, manifest, fetchPublic: options.fetchPublic });
}
