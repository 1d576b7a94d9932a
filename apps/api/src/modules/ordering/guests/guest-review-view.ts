import {
  formatMinorUnits,
  formatOrderNumber,
  maskEmail,
  orderMessages,
  type TGuestReview,
  toServerTimestamp,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { toOrderApproval } from '../approvals/approval-view.ts';
import { loadApprovalSet } from '../approvals/approvals.queries.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { listOrderDeliveries } from '../review/order-deliveries.ts';
import type { GuestViewer } from './guest-viewer.ts';

/**
 * The order's review as its guest sees it: the delivered versions' slides (no files to download,
 * no drafts), where the review stands, the approvers, and the price only when the team allowed.
 * Nothing about the team, its other orders, or the order's brief and payment.
 */
export async function loadGuestReview(db: Db, viewer: GuestViewer): Promise<TGuestReview> {
  const { guest } = viewer;
  const order = await getOrderById(db, guest.orderId);
  if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
  const inReview = order.status === 'delivered';
  const round = order.revisionsUsed + 1;
  const [deliveries, set] = await Promise.all([
    listOrderDeliveries(db, order.id, { drafts: false }),
    loadApprovalSet(db, order.id, round),
  ]);
  const me = set?.approvers.find((approver) => approver.guestId === guest.id) ?? null;
  return {
    order: {
      id: order.id,
      number: formatOrderNumber(order.id),
      status: order.status,
      timezone: order.timeZone,
      price:
        guest.canSeePrices && order.total !== null
          ? formatMinorUnits(order.total, order.currency)
          : null,
    },
    guest: {
      name: viewer.name,
      maskedEmail: guest.email ? maskEmail(guest.email) : null,
      isApprover: me !== null,
      decision:
        inReview && me?.decision
          ? { decision: me.decision.decision, at: toServerTimestamp(me.decision.at) }
          : null,
    },
    deliveries: deliveries.map((delivery) => ({ ...delivery, files: [] })),
    roundInReview: inReview ? round : null,
    dueAt: inReview && order.reviewDueAt ? toServerTimestamp(order.reviewDueAt) : null,
    approval: toOrderApproval(set),
  };
}
