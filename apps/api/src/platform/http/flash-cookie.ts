import { type TFlashMessage, ZFlashMessage } from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const flashCookieName = 'flash';
const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

/** Leaves a one-time message for the next GET /v1/init (e.g. after a redirect flow). */
export function setFlashMessage(reply: FastifyReply, message: TFlashMessage): void {
  reply.setCookie(flashCookieName, JSON.stringify(message), {
    ...cookieOptions,
    signed: true,
    maxAge: 300,
  });
}

/** Reads the signed flash cookie and clears it in the same response; tampered values are null. */
export function takeFlashMessage(
  request: FastifyRequest,
  reply: FastifyReply,
): TFlashMessage | null {
  const raw = request.cookies[flashCookieName];
  if (raw === undefined) return null;
  reply.clearCookie(flashCookieName, cookieOptions);
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = ZFlashMessage.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
