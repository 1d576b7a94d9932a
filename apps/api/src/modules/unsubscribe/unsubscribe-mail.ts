import type { AppConfig } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MailContent } from '../../platform/mail/mailer.ts';
import { createUnsubscribeLink } from './unsubscribe-token.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const offersFooterText =
  'You chose to receive occasional emails about new services and offers. To stop them, unsubscribe';

/** Adds an unsubscribe footer (text, html and the link list) to a rendered mail. */
export function addUnsubscribeFooter(mail: MailContent, unsubscribeUrl: string): MailContent {
  return {
    ...mail,
    text: `${mail.text}\n${offersFooterText}: ${unsubscribeUrl}\n`,
    html: `${mail.html}\n<p><small>${escapeHtml(offersFooterText)}: <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></small></p>`,
    links: [...mail.links, unsubscribeUrl],
  };
}

/**
 * For accounts that chose offers at sign-up (receiveOffers): the mail with the 'offers'
 * unsubscribe link. Others, or callers without the signing secret, get the mail unchanged.
 */
export function addOffersUnsubscribeLink(options: {
  mail: MailContent;
  config: Pick<AppConfig, 'publicOrigin'> & Partial<Pick<AppConfig, 'cookieSecret'>>;
  user: Pick<UserRow, 'publicId' | 'receiveOffers'>;
}): MailContent {
  const { mail, config, user } = options;
  if (!user.receiveOffers || !config.cookieSecret) return mail;
  const url = createUnsubscribeLink({
    config: { publicOrigin: config.publicOrigin, cookieSecret: config.cookieSecret },
    publicId: user.publicId,
    type: 'offers',
  });
  return addUnsubscribeFooter(mail, url);
}
