import { renderMail } from '../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../platform/mail/mailer.ts';

/** The mail behind GET /v1/users/reset-password/{email}: one link to the new-password page. */
export function createResetPasswordMail(options: { name: string; resetUrl: string }): MailContent {
  return renderMail({
    subject: 'Reset your password',
    greeting: `Hi ${options.name},`,
    lines: [
      'Someone asked to reset the password of your Deckhand account.',
      'The link is valid for 1 hour and works once. Signing in with the new password ends every other session.',
      'If it was not you, ignore this mail: your password stays the same.',
    ],
    action: { label: 'Choose a new password', url: options.resetUrl },
  });
}
