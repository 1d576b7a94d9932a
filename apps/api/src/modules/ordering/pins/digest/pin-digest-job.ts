import { z } from 'zod';
import type { AppConfig } from '../../../../config.ts';
import type { Db } from '../../../../db/database.ts';
import type { JobHandler } from '../../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../../platform/jobs/schedule-job.ts';
import type { Mailer } from '../../../../platform/mail/mail-types.ts';
import { addOrderUpdatesUnsubscribeLink, hasUnsubscribed } from '../../../unsubscribe/index.ts';
import { getOrderById } from '../../orders/orders.queries.ts';
import { readDigestItems, readDigestRecipients } from './pin-digest.queries.ts';
import { createPinDigestMail } from './pin-digest-mail.ts';

export const pinDigestJobKind = 'reviewPinDigest';

/** Comments gather for this long before one mail tells of them all. */
export const pinDigestWindowMs = 10 * 60_000;
/** After a window closes, the transactions that wrote in it have committed. */
const settleMs = 60_000;

const ZPayload = z.object({
  orderId: z.number().int(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});

/**
 * Queues the digest of the window a pin or reply was written in (by its stored time), in the
 * transaction that writes it: one job per order and window, however many comments it holds,
 * sent once the window has closed, by whichever instance runs it.
 */
export async function schedulePinDigest(tx: Db, orderId: number, writtenAt: Date): Promise<void> {
  const from = Math.floor(writtenAt.getTime() / pinDigestWindowMs) * pinDigestWindowMs;
  const to = from + pinDigestWindowMs;
  await scheduleJob(tx, {
    kind: pinDigestJobKind,
    key: `pin-digest:${orderId}:${from}`,
    runAt: new Date(to + settleMs),
    payload: {
      orderId,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    },
  });
}

/**
 * Mails each person who follows the order (pin-digest.queries.ts) what the others wrote on its
 * slides in the window: nobody hears of their own words, and customers who unsubscribed from
 * order updates hear nothing.
 */
export function createPinDigestJobHandler(options: {
  mailer: Pick<Mailer, 'sendMail'>;
  config: Pick<AppConfig, 'publicOrigin' | 'cookieSecret'>;
}): JobHandler {
  return async (job, { db }) => {
    const payload = ZPayload.parse(job.payload);
    const order = await getOrderById(db, payload.orderId);
    if (!order) return;
    const items = await readDigestItems(db, order.id, {
      from: new Date(payload.from),
      to: new Date(payload.to),
    });
    if (items.length === 0) return;
    for (const recipient of await readDigestRecipients(db, order)) {
      const theirs = items.filter((item) => item.authorUserId !== recipient.userId);
      if (theirs.length === 0) continue;
      if (!recipient.isStaff && (await hasUnsubscribed(db, recipient.userId, 'order-updates'))) {
        continue;
      }
      const mail = createPinDigestMail({
        orderId: order.id,
        recipient,
        items: theirs,
        origin: options.config.publicOrigin,
      });
      await options.mailer.sendMail({
        ...(recipient.isStaff
          ? mail
          : addOrderUpdatesUnsubscribeLink({ mail, config: options.config, user: recipient })),
        to: recipient.email,
      });
    }
  };
}
