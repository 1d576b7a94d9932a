import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mail-types.ts';

export interface CreateSmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. 'Deckhand <no-reply@example.com>'. */
  from: string;
}

/**
 * Delivers through an SMTP server with a pooled nodemailer transport. nodemailer loads with the
 * first mail rather than at start (issue 33: an instance without SMTP_URL never needs it).
 */
export function createSmtpMailer({ url, from }: CreateSmtpMailerOptions): Mailer {
  const pooledUrl = withPool(url);
  let transport: Promise<Transporter> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(pooledUrl),
    );
    return transport;
  };
  let closed = false;
  return {
    kind: 'smtp',
    async sendMail(message: MailMessage) {
      await (await open()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      (await transport)?.close();
    },
  };
}

function withPool(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) parsed.searchParams.set('pool', 'true');
  return parsed.toString();
}
