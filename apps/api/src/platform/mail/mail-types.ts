/** The mail platform's types, apart from the factory so that the adapters do not import it. */

/** A rendered mail: both bodies, plus the links it carries (the dev mailbox lists them). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface MailMessage extends MailContent {
  to: string;
}

/** Where mail goes. Services depend on this interface only. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  sendMail(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); idempotent. */
  close(): Promise<void>;
}
