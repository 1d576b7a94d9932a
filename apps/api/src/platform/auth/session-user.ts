import type { TCurrentUser } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user of a request, or null. Sessions arrive with the accounts issue: this seam
 * will read the session cookie (or Bearer token), look the hashed token up in the database and
 * map the user to the contract's TCurrentUser. Until then nobody is signed in.
 */
export async function getSessionUser(_request: FastifyRequest): Promise<TCurrentUser | null> {
  return null;
}
