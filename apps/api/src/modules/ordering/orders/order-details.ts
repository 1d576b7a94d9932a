import {
  describeSystemTransition,
  orderPageMessages,
  type TOrderDetails,
  type TOrderStatus,
  toServerTimestamp,
} from '@deckhand/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type OrderFeedbackRow,
  type OrderRow,
  orderFlows,
  orderTransitions,
  styleTemplates,
  turnarounds,
  users,
} from '../../../db/schema/index.ts';
import { findUploadsByOrder, toUploadedFile } from '../../uploads/index.ts';
import { toOrderApproval } from '../approvals/approval-view.ts';
import { loadApprovalSet } from '../approvals/approvals.queries.ts';
import { listOrderComments } from '../comments/order-comments.ts';
import { listOrderExtras } from '../extras/order-extras.ts';
import { findOrderFeedback, toOrderFeedback } from '../feedback/order-feedback.ts';
import {
  findLateDeliveryCredit,
  listOrderDeliveries,
  toOrderReview,
} from '../review/order-deliveries.ts';
import { describeReviewClock } from '../review-clock/review-clock-view.ts';

/** A custom field's answer as the page prints it. */
function formatAnswer(value: string | number | null): string {
  return value === null || value === '' ? '—' : String(value);
}

/**
 * The order page's details of an order already checked to be the caller's team's: its status
 * changes with who made them, the files and words the customer sent, and the names the page
 * prints (flow, turnaround, style template).
 */
export async function loadOrderDetails(db: Db, order: OrderRow): Promise<TOrderDetails> {
  return (await loadOrderPage(db, order, { drafts: false })).details;
}

/**
 * The order page's details and the whole feedback row they summarise (staff read it whole);
 * staff (`drafts`) see a draft delivery too.
 */
export async function loadOrderPage(
  db: Db,
  order: OrderRow,
  options: { drafts: boolean },
): Promise<{ details: TOrderDetails; feedback: OrderFeedbackRow | undefined }> {
  const values = order.formValues;
  const templateId = values.style?.styleType === 'template' ? values.style.templateId : null;
  const [
    flow,
    turnaround,
    placedBy,
    template,
    transitions,
    files,
    deliveries,
    lateDeliveryCredit,
    comments,
    feedback,
    extras,
    reviewClock,
    approvalSet,
  ] = await Promise.all([
    db.select({ name: orderFlows.name }).from(orderFlows).where(eq(orderFlows.key, order.flowKey)),
    order.turnaround
      ? db
          .select({ name: turnarounds.name })
          .from(turnarounds)
          .where(eq(turnarounds.key, order.turnaround))
      : Promise.resolve([]),
    order.createdByUserId
      ? db.select({ name: users.name }).from(users).where(eq(users.id, order.createdByUserId))
      : Promise.resolve([]),
    templateId
      ? db
          .select({ name: styleTemplates.name, teamId: styleTemplates.teamId })
          .from(styleTemplates)
          .where(eq(styleTemplates.id, templateId))
      : Promise.resolve([]),
    db
      .select({
        from: orderTransitions.fromStatus,
        to: orderTransitions.toStatus,
        at: orderTransitions.createdAt,
        actorKind: orderTransitions.actorKind,
        actorName: users.name,
        note: orderTransitions.note,
      })
      .from(orderTransitions)
      .leftJoin(users, eq(users.id, orderTransitions.actorUserId))
      .where(eq(orderTransitions.orderId, order.id))
      .orderBy(asc(orderTransitions.createdAt), asc(orderTransitions.id)),
    findUploadsByOrder(db, order.id),
    listOrderDeliveries(db, order.id, options),
    findLateDeliveryCredit(db, order),
    listOrderComments(db, order.id),
    findOrderFeedback(db, order.id),
    listOrderExtras(db, order.id),
    describeReviewClock(db, order),
    loadApprovalSet(db, order.id, order.revisionsUsed + 1),
  ]);
  const ownTemplate = template[0]?.teamId === order.teamId ? template[0] : undefined;
  const details: TOrderDetails = {
    flowName: flow[0]?.name ?? order.flowKey,
    placedBy: placedBy[0]?.name ?? null,
    placedByUserId: order.createdByUserId,
    turnaroundName: turnaround[0]?.name ?? null,
    timeline: transitions.map((entry) => ({
      from: entry.from as TOrderStatus | null,
      to: entry.to as TOrderStatus,
      at: toServerTimestamp(entry.at),
      by:
        entry.actorKind === 'customer'
          ? (entry.actorName ?? orderPageMessages.customer)
          : entry.actorKind === 'staff'
            ? orderPageMessages.staff
            : orderPageMessages.system,
      // A system change's stored note is an internal record ('payment 10'): told in words.
      note:
        entry.actorKind === 'system'
          ? describeSystemTransition(entry.from as TOrderStatus | null, entry.to as TOrderStatus)
          : entry.note,
    })),
    files: files.map(toUploadedFile),
    googleSlidesUrls: values.files?.googleSlidesUrls ?? [],
    useSharingLinks: values.files?.useSharingLinks ?? false,
    brief: values.brief?.text ?? '',
    style: {
      type: values.style?.styleType ?? null,
      templateName: ownTemplate?.name ?? null,
    },
    customFields: (order.customFieldAnswers ?? []).map((answer) => ({
      label: answer.label,
      answer: formatAnswer(answer.value),
    })),
    poNumber: order.poNumber,
    deliveries,
    review: toOrderReview(order, deliveries.filter((delivery) => !delivery.draft).length, {
      ...reviewClock,
      approval: toOrderApproval(approvalSet),
    }),
    lateDeliveryCredit,
    extras,
    comments,
    feedback: feedback
      ? {
          average: toOrderFeedback(feedback).scores.average,
          noFeedback: feedback.noFeedback,
          at: toServerTimestamp(feedback.createdAt),
        }
      : null,
  };
  return { details, feedback };
}
