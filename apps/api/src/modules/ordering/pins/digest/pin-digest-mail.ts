import {
  formatOrderNumber,
  reviewPinDigestMessages as m,
  pagePaths,
  reviewPinMessages,
} from '@deckhand/contract';
import { renderMail } from '../../../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../../../platform/mail/mail-types.ts';
import type { DigestItem, DigestRecipient } from './pin-digest.queries.ts';

/** A comment's words in a mail: whole up to this length, then cut at a word with "…". */
const quotedMax = 280;

function quote(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= quotedMax) return `“${flat}”`;
  const cut = flat.slice(0, quotedMax);
  const atWord = cut.lastIndexOf(' ');
  return `“${(atWord > quotedMax / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…”`;
}

const signed = (item: DigestItem) =>
  item.fromStaff ? `${item.authorName} · ${reviewPinMessages.staff}` : item.authorName;

/** One person's digest: what others wrote on the order's slides, linked to their order page. */
export function createPinDigestMail(options: {
  orderId: number;
  recipient: Pick<DigestRecipient, 'name' | 'isStaff'>;
  items: readonly DigestItem[];
  origin: string;
}): MailContent {
  const { orderId, recipient, items } = options;
  const number = formatOrderNumber(orderId);
  const page = recipient.isStaff ? pagePaths.staffOrder(orderId) : pagePaths.profileOrder(orderId);
  return renderMail({
    subject: m.subject(number, items.length),
    greeting: `Hi ${recipient.name},`,
    lines: [
      m.intro(number),
      ...items.map(
        (item) =>
          `${
            item.kind === 'pin'
              ? m.newPin(item.pinNumber, item.round, item.position, signed(item))
              : m.reply(item.pinNumber, signed(item))
          } ${quote(item.body)}`,
      ),
    ],
    action: { label: m.action, url: new URL(page, options.origin).toString() },
  });
}
