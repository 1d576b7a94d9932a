import type { AppConfig } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MailContent } from '../../platform/mail/mailer.ts';
import { createUnsubscribeLink } from './unsubscribe-token.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const offersFooterText =
  'You chose to receive occasional emails about new services and offers. To stop them, unsubscribe';

export const orderUpdatesFooterText =
  'You get these emails about the comments on your orders. To stop them, unsubscribe';

/** Adds an unsubscribe footer (text, html and the link list) to a rendered mail. */
export function addUnsubscribeFooter(
  mail: MailContent,
  unsubscribeUrl: string,
  footerText = offersFooterText,
): MailContent {
  return {
    ...mail,
    text: `${mail.text}\n${footerText}: ${unsubscribeUrl}\n`,
    html: `${mail.html}\n<p><small>${escapeHtml(footerText)}: <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></small></p>`,
    links: [...mail.links, unsubscribeUrl],
  };
}

/** An 'order-updates' mail (the review comments digest) with its unsubscribe link. */
export function addOrderUpdatesUnsubscribeLink(options: {
  mail: MailContent;
  config: Pick<AppConfig, 'publicOrigin' | 'cookieSecret'>;
  user: Pick<UserRow, 'publicId'>;
}): MailContent {
  const url = createUnsubscribeLink({
    config: options.config,
    publicId: options.user.publicId,
    type: 'order-updates',
  });
  return addUnsubscribeFooter(options.mail, url, orderUpdatesFooterText);
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
