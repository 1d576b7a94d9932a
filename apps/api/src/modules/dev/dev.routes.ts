import { ZDevMailboxResponse } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';

/**
 * Development helpers. createApp registers this plugin only outside production, so there
 * /v1/dev/* answers the ordinary 404.
 */
export const devRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox, newest first (not in production)',
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
};
