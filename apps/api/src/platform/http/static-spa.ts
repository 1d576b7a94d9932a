import { existsSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import { apiPrefix, serverMessages } from '@deckhand/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const notSpaPaths = ['/healthz', '/readyz'];

export const missingBuildMessage =
  'The web app has not been built. Run `npm run build -w @deckhand/web` and restart the server.';

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

/**
 * Serves the built SPA from WEB_DIST_DIR and answers unknown GET/HEAD paths outside the API with
 * index.html, so client-side routes survive a reload. Unknown API paths (and a missing file under
 * /assets/, which must not turn into HTML) get the 404 envelope.
 */
export async function registerStaticSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(`${webDistDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // The web build writes .br and .gz beside each text asset; the best the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders(webDistDir),
    });
  } else {
    app.log.warn({ webDistDir }, `No index.html in WEB_DIST_DIR. ${missingBuildMessage}`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(path) || path.startsWith('/assets/')) {
      return sendError(reply, 404, serverMessages.notFound);
    }
    if (!hasBuild) return sendError(reply, 404, missingBuildMessage);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
