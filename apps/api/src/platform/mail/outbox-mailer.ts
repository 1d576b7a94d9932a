import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MailOutboxRow, mailOutbox } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from './mail-types.ts';

/**
 * Keeps every mail in mail_outbox instead of delivering it: the embedded default. Outside
 * production the dev mailbox (GET /v1/dev/mailbox) shows the rows, so sign-up works without SMTP.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async sendMail(message: MailMessage) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
      });
    },
    async close() {},
  };
}

/** The newest mails first. */
export function findOutboxMails(db: Db, limit = 100): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
