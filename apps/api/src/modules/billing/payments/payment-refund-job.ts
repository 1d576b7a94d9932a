import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import type { Payments } from './payments.types.ts';

export const paymentRefundJobKind = 'paymentRefund';

const ZPayload = z.object({ paymentId: z.number().int().positive() });

/**
 * Queues the refund of a card payment in the transaction that decides it (a cancelled order):
 * the gateway is called once the decision is committed, by whichever instance runs the job, and
 * retried with backoff while the gateway is down or the payment is still being confirmed.
 */
export async function schedulePaymentRefund(tx: Db, paymentId: number): Promise<void> {
  await scheduleJob(tx, {
    kind: paymentRefundJobKind,
    key: `payment-refund:${paymentId}`,
    runAt: new Date(),
    payload: { paymentId },
  });
}

export function createPaymentRefundJobHandler(options: { payments: Payments }): JobHandler {
  return async (job) => {
    const { paymentId } = ZPayload.parse(job.payload);
    await options.payments.refund(paymentId);
  };
}
