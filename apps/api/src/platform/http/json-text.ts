import type { FastifyReply } from 'fastify';

/**
 * Answers text that is JSON already (written by the database, like the orders list's pages):
 * Fastify sends a string with a JSON content type as it is, so the route's response schema
 * neither checks nor serializes it. The type is the one Fastify gives serialized answers.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
