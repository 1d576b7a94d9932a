import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import type { Mailer } from '../../../platform/mail/mail-types.ts';
import { createOrderConfirmationMail } from './order-mail.ts';
import { getOrderById } from './orders.queries.ts';

export const orderMailJobKind = 'orderConfirmationMail';

/**
 * Queues the confirmation mail in the transaction that places (or pays) the order: the mail goes
 * out once the order is committed, whichever instance runs the job, and a crash between the two
 * loses nothing.
 */
export async function scheduleOrderMail(tx: Db, orderId: number, runAt: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: orderMailJobKind,
    key: `order-confirmation:${orderId}`,
    runAt,
    payload: { orderId },
  });
}

/** Sends the confirmation to the person who placed the order. */
export function createOrderMailJobHandler(options: { mailer: Mailer; origin: string }): JobHandler {
  return async (job, { db }) => {
    const orderId = Number(job.payload.orderId);
    const order = await getOrderById(db, orderId);
    if (!order?.createdByUserId) return;
    const [person] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, order.createdByUserId));
    if (!person) return;
    const mail = createOrderConfirmationMail({ order, name: person.name, origin: options.origin });
    await options.mailer.sendMail({ ...mail, to: person.email });
  };
}
