import type { TOrderStatusChangedEvent, TPinAnswerInput } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { publishDelivery } from './publish-delivery.ts';
import { stageDelivery } from './stage-delivery.ts';

/** What a delivery did: the order as it is now, and its move (none for a draft). */
export interface DeliveredOrder {
  order: OrderRow;
  event: TOrderStatusChangedEvent | null;
}

/**
 * Staff deliver files for an order in progress (or under revision), in one transaction. Files
 * the brand check reads (a PowerPoint deck of an order with a style template) wait as a draft
 * that only staff see until they publish it (publish-draft.ts); anything else is the customer's
 * at once: the order moves to delivered and the review opens (publish-delivery.ts).
 */
export async function deliverOrder(
  db: Db,
  options: {
    order: OrderRow;
    staff: { userId: number };
    fileIds: string[];
    note: string | undefined;
    /** Answers to the pins of the revision request (every one of them, when there was one). */
    pinAnswers?: readonly TPinAnswerInput[];
    now?: Date;
  },
): Promise<DeliveredOrder> {
  const { order, staff } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const staged = await stageDelivery(tx, {
      order,
      staff,
      fileIds: options.fileIds,
      note: options.note,
      pinAnswers: options.pinAnswers ?? [],
      now,
    });
    if (staged.draft) {
      await recordStaffAction(tx, {
        staffUserId: staff.userId,
        action: 'order.deliverDraft',
        teamId: order.teamId,
        orderId: order.id,
        details: { round: staged.round, files: staged.files, replaced: staged.replaced },
      });
      return { order, event: null };
    }
    return publishDelivery(tx, {
      order,
      delivery: staged,
      staff,
      note: options.note || null,
      now,
      audit: { action: 'order.deliver', details: { files: staged.files } },
    });
  });
}
