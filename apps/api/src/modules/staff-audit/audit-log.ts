import type { Db } from '../../db/database.ts';
import { staffAuditLog } from '../../db/schema/index.ts';

/** What staff did, in the audit log's words: 'order.start', 'order.deliver', 'order.comment' ... */
export interface StaffAction {
  staffUserId: number;
  action: string;
  teamId: number | null;
  orderId?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one staff action to the audit log, inside the transaction that makes the change (a
 * change is never made without its record, nor recorded without being made).
 */
export async function recordStaffAction(tx: Db, action: StaffAction): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffUserId: action.staffUserId,
    action: action.action,
    teamId: action.teamId,
    orderId: action.orderId ?? null,
    details: action.details ?? {},
  });
}
