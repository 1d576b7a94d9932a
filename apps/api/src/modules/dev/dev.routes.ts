import { isIP } from 'node:net';
import { ZDevClockRequest, ZDevClockResponse, ZDevMailboxResponse } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { findNextJobTime } from './next-job-time.ts';

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A request from this machine itself: a loopback peer (the socket, not a header) that no proxy
 * forwarded. A proxy on the same host connects from loopback too, hence the header check.
 */
function isLocalClient(request: FastifyRequest): boolean {
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const isLoopback = peer === '::1' || (isIP(peer) === 4 && peer.startsWith('127.'));
  return isLoopback && forwardingHeaders.every((name) => request.headers[name] === undefined);
}

/**
 * Development helpers: the mailbox lists every mail, reset links included. createApp registers
 * this plugin only when APP_ENV=development (elsewhere /v1/dev/* answers the ordinary 404), and
 * even then it answers only clients on this machine (403 otherwise).
 */
export const devRoutes: FastifyPluginAsyncZod<{ database: Database; jobs: JobRunner }> = async (
  app,
  { database, jobs },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isLocalClient(request)) throw new AppError('FORBIDDEN');
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox, newest first (APP_ENV=development, this machine only)',
        response: { 200: ZDevMailboxResponse },
      },
    },
    async () => {
      const rows = await findOutboxMails(database.db);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: row.links,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/dev/clock/next',
    {
      schema: {
        tags: ['dev'],
        summary:
          'The test clock: runs the jobs due by the next queued job of the order, as at its time (APP_ENV=development, this machine only)',
        body: ZDevClockRequest,
        response: { 200: ZDevClockResponse },
      },
    },
    async (request) => {
      const at = await findNextJobTime(database.db, request.body.orderId);
      if (!at) return { at: null, ran: 0 };
      return { at: at.toISOString(), ran: await jobs.runDueJobs(at) };
    },
  );
};
