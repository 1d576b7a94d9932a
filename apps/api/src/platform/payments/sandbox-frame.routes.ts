import {
  billingDetailsMessages as bm,
  endpoints,
  ZSandboxCardRequest,
  ZSandboxCardResponse,
} from '@deckhand/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error.ts';
import { errorResponses } from '../http/error-responses.ts';
import { detectCardBrand, issueSandboxToken, passesLuhn } from './sandbox-cards.ts';
import { cardFrameScript, cardFrameStyles, renderCardFramePage } from './sandbox-frame.assets.ts';

type Options = {
  /** The secret the sandbox gateway reads its tokens with (getSandboxSecret in create-gateway.ts). */
  secret: string;
  /** Today, for the expiry check; tests pass their own. */
  now?: () => Date;
};

const paths = {
  page: endpoints.sandboxGateway.cardFrame,
  script: `${endpoints.sandboxGateway.cardFrame}.js`,
  styles: `${endpoints.sandboxGateway.cardFrame}.css`,
  tokens: endpoints.sandboxGateway.tokens,
};

/**
 * The frame's own policy: nothing but its script, styles and the tokens call of its own origin,
 * and embeddable only by pages of the same origin (the app; X-Frame-Options for old browsers).
 */
export const cardFrameCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const tags = ['sandbox gateway'];

/** Why a card the frame sent is refused, by field (the frame shows each under its input). */
export function findCardProblems(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.number = [bm.cardNumberInvalid];
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) problems.expMonth = [bm.expiryPast];
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = [bm.cvcInvalid];
  return problems;
}

/**
 * The sandbox gateway's card frame (not under /v1): the page the card entry widget embeds, its
 * script and styles, and the call that turns a card into a signed token. The card number reaches
 * only this route and is never stored or logged (request bodies are not logged; the answer
 * carries the last four digits only).
 */
export const sandboxFrameRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { secret } = options;
  const now = options.now ?? (() => new Date());
  const page = renderCardFramePage(paths);

  const frameHeaders = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', cardFrameCsp)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store');

  app.get(paths.page, { schema: { hide: true } }, async (_request, reply) => {
    frameHeaders(reply);
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.get(paths.script, { schema: { hide: true } }, async (_request, reply) => {
    frameHeaders(reply);
    return reply.type('text/javascript; charset=utf-8').send(cardFrameScript);
  });

  app.get(paths.styles, { schema: { hide: true } }, async (_request, reply) => {
    frameHeaders(reply);
    return reply.type('text/css; charset=utf-8').send(cardFrameStyles);
  });

  app.post(
    paths.tokens,
    {
      schema: {
        tags,
        summary:
          'Sandbox only: a signed token for a test card typed into the card frame (the number is not kept)',
        body: ZSandboxCardRequest,
        response: { 201: ZSandboxCardResponse, ...errorResponses(400, 422) },
      },
    },
    async (request, reply) => {
      const card = request.body;
      const problems = findCardProblems(card, now());
      if (Object.keys(problems).length > 0) {
        throw new AppError('VALIDATION', undefined, { fieldErrors: problems });
      }
      const digits = card.number.replace(/[\s-]/g, '');
      const issued = {
        brand: detectCardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ token: issueSandboxToken(secret, issued), ...issued });
    },
  );
};
