import { limits, serverMessages } from '@deckhand/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const openers = new Set([0x5b, 0x7b]); // [ {
const closers = new Set([0x5d, 0x7d]); // ] }
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, read in one pass without parsing
 * (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function isJsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (openers.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (closers.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The application/json parser of every route: fastify's own (prototype-poisoning checks, 400 for
 * malformed or empty bodies), after a depth check that answers 400 beyond limits.jsonDepthMax.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isJsonDeeperThan(text, limits.jsonDepthMax)) {
      done(new AppError('BAD_REQUEST', serverMessages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
