import { existsSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import { constants } from 'node:zlib';
import {
  apiPrefix,
  consentCookie,
  headers,
  pageForms,
  requestedWithValue,
  serverMessages,
  type TInitResponse,
  type TPageFormName,
  type TPostedForm,
} from '@deckhand/contract';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { sendError } from './error-handler.ts';
import { setFlashMessage } from './flash-cookie.ts';
import { postPageForm } from './page-form-posts.ts';
import {
  loadPageRenderer,
  missingRendererMessage,
  type PageRenderer,
  type PublicFetch,
  type RenderedPage,
} from './page-renderer.ts';
import { getSafeRedirect, type RedirectOrigins, redirectSafely } from './safe-redirect.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
/** A rendered page holds the visitor's init payload (their name, a flash message): never stored. */
const neverStore = 'no-store';
const notSpaPaths = ['/healthz', '/readyz'];
/** A page form's fields (a sign-up is well under 2 KB). */
const pageFormBodyLimit = 64 * 1024;

export const missingBuildMessage =
  'The web app has not been built. Run `npm run build -w @deckhand/web` and restart the server.';

/** Pages render against a fixed base: only the path and query of the request matter. */
const pageBase = 'http://deckhand.invalid';

/**
 * The fetch a page's server prefetches use (docs/rendering.md): GET requests to the API, answered
 * in-process by `app.inject`, carrying none of the visitor's cookies, so only public data can be
 * prefetched and one visitor's answers never reach another's page.
 */
function createPublicFetch(app: FastifyInstance): PublicFetch {
  return async (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    const { pathname, search } = new URL(href, pageBase);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET' || !isApiPath(pathname)) {
      throw new Error(`Server prefetch may only GET the API, not ${method} ${pathname}`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      headers: { accept: 'application/json', [headers.requestedWith]: requestedWithValue },
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/**
 * What a signed-in page's `loadVisitorData` asks (docs/rendering.md): the API's answer to THIS
 * visitor (their cookies) for a GET under /v1, in-process, with its body parsed. The page embeds
 * what it uses for the browser's queries; a rendered page is personal and never cached
 * (`no-store`), and an unknown order of theirs answers the page 404.
 */
function createVisitorGet(app: FastifyInstance, request: FastifyRequest) {
  return async (apiPath: string): Promise<{ status: number; body: unknown }> => {
    const { pathname, search } = new URL(apiPath, pageBase);
    if (!isApiPath(pathname)) {
      throw new Error(`A page may only ask the API for its visitor's data, not GET ${pathname}`);
    }
    const { cookie, authorization } = request.headers;
    const answer = await app.inject({
      method: 'GET',
      url: `${pathname}${search}`,
      // The visitor's address, so the API's per-address limits count them, not the server.
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        [headers.requestedWith]: requestedWithValue,
        ...(cookie ? { cookie } : {}),
        ...(authorization ? { authorization } : {}),
      },
    });
    return { status: answer.statusCode, body: readJson(answer.body) };
  };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

function isApiPath(path: string): boolean {
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`) || notSpaPaths.includes(path);
}

/** Hashed files under /assets/ never change; everything else (index.html first) revalidates. */
function setCacheHeaders(root: string) {
  return (reply: FastifyReply, filePath: string) => {
    const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
    const isIndex = basename(filePath) === 'index.html';
    reply.header('cache-control', inAssets && !isIndex ? immutable : revalidate);
  };
}

export interface StaticSpaOptions {
  webDistDir: string;
  webSsrDir: string;
  /** The init payload a rendered page carries (the one GET /v1/init answers). */
  readInit: (request: FastifyRequest, reply: FastifyReply) => Promise<TInitResponse>;
  /** The origins a page's redirect may go to (PUBLIC_ORIGIN and the allowed origins). */
  redirectOrigins: RedirectOrigins;
}

/**
 * Serves the built SPA from WEB_DIST_DIR. Unknown GET/HEAD paths outside the API are pages: the
 * web app's server renderer renders them with the visitor's init payload (docs/rendering.md), or,
 * without a server bundle, they get index.html, so client-side routes survive a reload. Unknown API
 * paths (and a missing file under /assets/, which must not turn into HTML) get the 404 envelope.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  { webDistDir, webSsrDir, readInit, redirectOrigins }: StaticSpaOptions,
): Promise<{ publicPagePaths: readonly string[] }> {
  const hasBuild = existsSync(`${webDistDir}/index.html`);
  let renderer: PageRenderer | null = null;
  if (hasBuild) {
    renderer = await loadPageRenderer({
      webDistDir,
      webSsrDir,
      fetchPublic: createPublicFetch(app),
    });
    if (!renderer) app.log.warn({ webSsrDir }, missingRendererMessage);
    // Rendered pages are compressed per request (quick brotli), assets were at build time, and
    // API answers are left alone (small, and their throughput is budgeted).
    await app.register(fastifyCompress, {
      global: false,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Pages (/ included) are rendered per request: a folder path is a page, not index.html.
      index: false,
      allowedPath: (pathname: string) => !pathname.endsWith('/'),
      // The web build writes .br and .gz beside each text asset; the best the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders(webDistDir),
    });
  } else {
    app.log.warn({ webDistDir }, `No index.html in WEB_DIST_DIR. ${missingBuildMessage}`);
  }

  // A page's form sent without the app (no JavaScript, or before it ran; the server's HTML has
  // method="post" forms, so nothing typed ever lands in an address). The page forms of the
  // contract (log in, sign up) are carried out (page-form-posts.ts); any other is sent back to its
  // page, which the app now runs. API paths keep refusing them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: pageFormBodyLimit },
    (request, body, done) => {
      if (isApiPath(pathOf(request))) {
        done(new AppError('UNSUPPORTED_MEDIA_TYPE'), undefined);
        return;
      }
      done(null, new URLSearchParams(String(body)));
    },
  );

  // The contract's page forms (log in, sign up) are carried out; they need the rendered page.
  if (renderer) registerPageForms(renderer);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const isPagePath = !isApiPath(path) && !path.startsWith('/assets/');
    if (request.method === 'POST' && isPagePath && hasBuild) {
      return reply.redirect(getSafeRedirect(request.url, redirectOrigins), 303);
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || !isPagePath) {
      return sendError(reply, 404, serverMessages.notFound);
    }
    if (!hasBuild) return sendError(reply, 404, missingBuildMessage);
    if (renderer) return sendRenderedPage(request, reply, renderer);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
  const publicPagePaths = renderer?.publicPagePaths ?? [];

  function registerPageForms(pageRenderer: PageRenderer) {
    for (const [name, definition] of Object.entries(pageForms)) {
      const form = { name: name as TPageFormName, definition };
      app.post(definition.page, { schema: { hide: true } }, async (request, reply) => {
        const fields = request.body instanceof URLSearchParams ? request.body : null;
        if (!fields) return reply.redirect(definition.page, 303);
        const outcome = await postPageForm(app, request, form, fields);
        // The API's cookies (the session, the sign-up's browser binding) go to the browser as sent.
        for (const cookie of outcome.cookies) reply.header('set-cookie', cookie);
        reply.header('cache-control', neverStore);
        if (outcome.kind === 'redirect') return reply.redirect(outcome.location, 303);
        return sendRenderedPage(request, reply, pageRenderer, outcome);
      });
    }
  }

  async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pageRenderer: PageRenderer,
    refused?: { status: number; postedForm: TPostedForm },
  ) {
    const init = await readInit(request, reply);
    let page: RenderedPage;
    try {
      page = await pageRenderer.render({
        url: new URL(request.url, pageBase).href,
        init,
        getAsVisitor: createVisitorGet(app, request),
        // The cookie banner's answer, which the browser keeps in this cookie: no banner once given.
        consentCookie: request.cookies[consentCookie],
        ...(refused ? { postedForm: refused.postedForm } : {}),
      });
    } catch (error) {
      // The browser can still render the page itself: a rendering bug must not take the site down.
      request.log.error({ err: error }, 'Server rendering failed; sending the unrendered page');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    // Reading init took the flash message; an answer that cannot show it (a redirect, a static
    // page, which runs no app) puts it back for the page that comes next. (The web's renderer
    // sends a static page with the app when a flash message waits, docs/static-pages.md.)
    if (init.flashMessage && (page.kind === 'redirect' || page.isStatic)) {
      setFlashMessage(reply, init.flashMessage);
    }
    if (page.kind === 'redirect') {
      return redirectSafely(reply, { target: page.location, origins: redirectOrigins });
    }
    return reply
      .code(refused?.status ?? page.status)
      .header('cache-control', neverStore)
      .type('text/html; charset=utf-8')
      .compress(page.html);
  }

  return { publicPagePaths };
}
