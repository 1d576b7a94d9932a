import { brandCheckMessages, brandFindingKey, type TBrandCheck } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { brandChecks, brandFindingDecisions, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';

/**
 * A file's brand check as staff read it: its findings with their keys and staff's decisions
 * (intended, with the reason and who said so). Null when the file has none (yet), or the preview
 * is another order's.
 */
export async function findBrandCheck(
  db: Db,
  orderId: number,
  previewId: number,
): Promise<TBrandCheck | null> {
  const [row] = await db
    .select()
    .from(brandChecks)
    .where(and(eq(brandChecks.previewId, previewId), eq(brandChecks.orderId, orderId)));
  if (!row) return null;
  const decisions = await db
    .select()
    .from(brandFindingDecisions)
    .where(eq(brandFindingDecisions.checkId, row.id));
  const byKey = new Map(decisions.map((decision) => [decision.findingKey, decision]));
  return {
    previewId: row.previewId,
    status: row.status,
    reason: row.reason,
    templateName: row.templateName,
    findings: row.findings.map((finding) => {
      const key = brandFindingKey(finding);
      const decision = byKey.get(key);
      return {
        ...finding,
        key,
        intended: decision
          ? {
              reason: decision.reason,
              by: decision.staffName,
              at: decision.decidedAt.toISOString(),
            }
          : null,
      };
    }),
    moreFindings: row.moreFindings,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/**
 * Staff mark a finding intended with the reason the customer will read, or (reason null) take
 * that back; recorded in the staff audit log. A key the check does not have is refused (404).
 */
export async function decideBrandFinding(
  db: Db,
  options: {
    orderId: number;
    previewId: number;
    staff: { userId: number; name: string };
    request: { key: string; reason: string | null };
  },
): Promise<TBrandCheck> {
  const { orderId, previewId, staff, request } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: brandChecks.id, teamId: orders.teamId, findings: brandChecks.findings })
      .from(brandChecks)
      .innerJoin(orders, eq(orders.id, brandChecks.orderId))
      .where(and(eq(brandChecks.previewId, previewId), eq(brandChecks.orderId, orderId)));
    if (!row) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
    if (!row.findings.some((finding) => brandFindingKey(finding) === request.key)) {
      throw new AppError('NOT_FOUND', brandCheckMessages.findingNotFound);
    }
    if (request.reason === null) {
      await tx
        .delete(brandFindingDecisions)
        .where(
          and(
            eq(brandFindingDecisions.checkId, row.id),
            eq(brandFindingDecisions.findingKey, request.key),
          ),
        );
    } else {
      const decision = {
        reason: request.reason,
        staffUserId: staff.userId,
        staffName: staff.name,
        decidedAt: new Date(),
      };
      await tx
        .insert(brandFindingDecisions)
        .values({ checkId: row.id, findingKey: request.key, ...decision })
        .onConflictDoUpdate({
          target: [brandFindingDecisions.checkId, brandFindingDecisions.findingKey],
          set: decision,
        });
    }
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'order.brandDecision',
      teamId: row.teamId,
      orderId,
      details: { previewId, finding: request.key, intended: request.reason !== null },
    });
  });
  const check = await findBrandCheck(db, orderId, previewId);
  if (!check) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
  return check;
}
