import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer, MailMessage } from './mail-types.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { MailContent, Mailer, MailMessage } from './mail-types.ts';

export interface CreateMailerOptions {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  db: Db;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the mail_outbox table. */
export function createMailer({ config, db }: CreateMailerOptions): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer(db);
}

/**
 * Sends a mail whose failure must not undo the work that caused it (an account, an invite, a
 * reset link): the failure is logged with `context`, never thrown. Returns whether it was sent.
 */
export async function sendMailOrLog(options: {
  mailer: Mailer;
  message: MailMessage;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
  context?: Record<string, unknown>;
}): Promise<boolean> {
  try {
    await options.mailer.sendMail(options.message);
    return true;
  } catch (error) {
    options.log?.error(
      { err: error, ...options.context },
      `sending '${options.message.subject}' failed`,
    );
    return false;
  }
}
