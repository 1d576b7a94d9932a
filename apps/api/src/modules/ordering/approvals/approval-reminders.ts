import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { loadApprovalSet, pendingApprovers } from './approvals.queries.ts';

/** Who a review reminder goes to, and how the trail names them. */
export type ReminderRecipients = {
  to: 'owner' | 'approvers';
  /** A guest approver's mail has no order page to open: their invite's link is theirs. */
  people: { email: string; name: string; isGuest?: boolean }[];
};

/**
 * A reminder goes to every approver still to decide on the version; with nobody named (or nobody
 * left to decide), to the person who placed the order, as before.
 */
export async function findReminderRecipients(
  db: Db,
  order: Pick<OrderRow, 'id' | 'revisionsUsed'>,
  orderer: { email: string; name: string } | null,
): Promise<ReminderRecipients> {
  const set = await loadApprovalSet(db, order.id, order.revisionsUsed + 1);
  const pending = set
    ? pendingApprovers(set).flatMap((approver) =>
        approver.email
          ? [{ email: approver.email, name: approver.name, isGuest: approver.kind === 'guest' }]
          : [],
      )
    : [];
  if (pending.length > 0) return { to: 'approvers', people: pending };
  return { to: 'owner', people: orderer ? [orderer] : [] };
}
