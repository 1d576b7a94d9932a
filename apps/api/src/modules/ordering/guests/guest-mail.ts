import { formatLongDate, formatOrderNumber, reviewGuestRules } from '@deckhand/contract';
import { renderMail } from '../../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../../platform/mail/mail-types.ts';

/** The personal invite a guest reviewer is mailed: who asks, which order, until when. */
export function createGuestInviteMail(options: {
  name: string;
  inviterName: string;
  orderId: number;
  link: string;
  expiresAt: Date;
  timeZone: string;
}): MailContent {
  const number = formatOrderNumber(options.orderId);
  return renderMail({
    subject: `${options.inviterName} asks for your review of ${number}`,
    greeting: `Hi ${options.name},`,
    lines: [
      `${options.inviterName} would like your review of the slides of order ${number} on Deckhand.`,
      'No account is needed: open the link, give your name, and pin your comments to the slides.',
      `The link is personal and works until ${formatLongDate(options.expiresAt, options.timeZone)}.`,
    ],
    action: { label: 'Review the slides', url: options.link },
  });
}

/** The one-time code a guest approver types to confirm their decision. */
export function createGuestCodeMail(options: {
  name: string;
  orderId: number;
  code: string;
}): MailContent {
  return renderMail({
    subject: `Your code for ${formatOrderNumber(options.orderId)}: ${options.code}`,
    greeting: `Hi ${options.name},`,
    lines: [
      `Your code to confirm your decision on order ${formatOrderNumber(options.orderId)} is ${options.code}.`,
      `It is valid for ${reviewGuestRules.codeLifetimeMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
  });
}
