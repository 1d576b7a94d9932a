import { type TOrderStatusChangedEvent, ZOrderStatusChangedEvent } from '@deckhand/contract';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import type { OrderEventPublisher } from './order-states.ts';

export const orderEventJobKind = 'orderStatusEvent';

const ZPayload = z.object({ teamId: z.number().int(), event: ZOrderStatusChangedEvent });

/**
 * A status change made away from the customer's request (a payment settled by the gateway's
 * webhook, on whichever instance) is published by a job queued in the same transaction: the
 * team's open pages hear of it once the change is committed, and a crash loses nothing.
 */
export async function scheduleOrderEvent(
  tx: Db,
  teamId: number,
  event: TOrderStatusChangedEvent,
): Promise<void> {
  await scheduleJob(tx, {
    kind: orderEventJobKind,
    key: `order-event:${event.orderId}:${event.to}:${event.at}`,
    runAt: new Date(),
    payload: { teamId, event },
  });
}

export function createOrderEventJobHandler(publish: OrderEventPublisher): JobHandler {
  return async (job) => {
    const { teamId, event } = ZPayload.parse(job.payload);
    publish(teamId, event);
  };
}
