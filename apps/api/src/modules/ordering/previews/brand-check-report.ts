import {
  brandCheckMessages,
  brandFindingKey,
  brandPublishMessages,
  type TBrandCheck,
  type TBrandCheckSummary,
} from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type BrandCheckRow,
  brandChecks,
  brandFindingDecisions,
  orderDeliveries,
  orders,
  slidePreviews,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';

/** A check in short, given the keys of the findings its delivery's staff marked intended. */
export function summarizeBrandCheck(
  row: Pick<BrandCheckRow, 'status' | 'reason' | 'templateName' | 'findings' | 'moreFindings'>,
  intendedKeys: ReadonlySet<string>,
): TBrandCheckSummary {
  return {
    status: row.status,
    reason: row.reason,
    templateName: row.templateName,
    findings: row.findings.length + row.moreFindings,
    intended: row.findings.filter((finding) => intendedKeys.has(brandFindingKey(finding))).length,
  };
}

/** The keys staff marked intended, by delivery. */
export async function listIntendedKeys(
  db: Db,
  deliveryIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const byDelivery = new Map<number, Set<string>>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select({ deliveryId: brandFindingDecisions.deliveryId, key: brandFindingDecisions.findingKey })
    .from(brandFindingDecisions)
    .where(inArray(brandFindingDecisions.deliveryId, [...deliveryIds]));
  for (const row of rows) {
    const keys = byDelivery.get(row.deliveryId) ?? new Set<string>();
    keys.add(row.key);
    byDelivery.set(row.deliveryId, keys);
  }
  return byDelivery;
}

/** A preview's check with what decides who may read it and change its decisions. */
async function findCheckRow(db: Db, orderId: number, previewId: number) {
  const [row] = await db
    .select({
      check: brandChecks,
      deliveryId: slidePreviews.deliveryId,
      publishedAt: orderDeliveries.publishedAt,
      teamId: orders.teamId,
    })
    .from(brandChecks)
    .innerJoin(slidePreviews, eq(slidePreviews.id, brandChecks.previewId))
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .innerJoin(orders, eq(orders.id, brandChecks.orderId))
    .where(and(eq(brandChecks.previewId, previewId), eq(brandChecks.orderId, orderId)));
  return row ?? null;
}

/**
 * A file's brand check: its findings with their keys and staff's decisions (intended, with the
 * reason and who said so). Null when the file has none (yet), the preview is another order's, or
 * (for the customer, `publishedOnly`) its version is still a draft.
 */
export async function findBrandCheck(
  db: Db,
  orderId: number,
  previewId: number,
  options: { publishedOnly: boolean } = { publishedOnly: false },
): Promise<TBrandCheck | null> {
  const found = await findCheckRow(db, orderId, previewId);
  if (!found || (options.publishedOnly && found.publishedAt === null)) return null;
  const { check } = found;
  const decisions = await db
    .select()
    .from(brandFindingDecisions)
    .where(eq(brandFindingDecisions.deliveryId, found.deliveryId));
  const byKey = new Map(decisions.map((decision) => [decision.findingKey, decision]));
  return {
    previewId: check.previewId,
    published: found.publishedAt !== null,
    status: check.status,
    reason: check.reason,
    templateName: check.templateName,
    findings: check.findings.map((finding) => {
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
    moreFindings: check.moreFindings,
    checkedAt: check.checkedAt.toISOString(),
  };
}

/**
 * Staff mark a finding intended with the reason the customer will read, or (reason null) take
 * that back; recorded in the staff audit log. The decision is the version's: a fixed deck that
 * replaces the draft keeps it for the same finding. A key the check does not have is refused
 * (404); so is any change once the version is with the customer (409).
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
    const found = await findCheckRow(tx, orderId, previewId);
    if (!found) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
    if (!found.check.findings.some((finding) => brandFindingKey(finding) === request.key)) {
      throw new AppError('NOT_FOUND', brandCheckMessages.findingNotFound);
    }
    if (found.publishedAt !== null) {
      throw new AppError('CONFLICT', brandPublishMessages.decisionsClosed);
    }
    const { deliveryId } = found;
    if (request.reason === null) {
      await tx
        .delete(brandFindingDecisions)
        .where(
          and(
            eq(brandFindingDecisions.deliveryId, deliveryId),
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
        .values({ deliveryId, findingKey: request.key, ...decision })
        .onConflictDoUpdate({
          target: [brandFindingDecisions.deliveryId, brandFindingDecisions.findingKey],
          set: decision,
        });
    }
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'order.brandDecision',
      teamId: found.teamId,
      orderId,
      details: { previewId, finding: request.key, intended: request.reason !== null },
    });
  });
  const check = await findBrandCheck(db, orderId, previewId);
  if (!check) throw new AppError('NOT_FOUND', brandCheckMessages.checkNotFound);
  return check;
}
