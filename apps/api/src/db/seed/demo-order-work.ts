import { dayMs, formatOrderNumber, hourMs, orderReviewMessages } from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { appendCreditEntry } from '../../modules/billing/index.ts';
import {
  lateDeliveryCredit,
  lateDeliveryReference,
  moveOrder,
  queueSlidePreviews,
  startReviewClock,
} from '../../modules/ordering/index.ts';
import type { UploadStore } from '../../platform/storage/upload-store.ts';
import type { Db } from '../database.ts';
import {
  type OrderRow,
  orderComments,
  orderDeliveries,
  orders,
  staffAuditLog,
  styleTemplates,
  uploadedFiles,
  users,
} from '../schema/index.ts';
import { pptxType, storeDemoFile } from './demo-style-templates.ts';

/**
 * The work on Northwind Studio's demo orders (after demo-orders): staff (Stan Stafford) started,
 * delivered and were answered, so the order page, the review and the staff console show every
 * state on first start.
 * - 'Quarterly results deck': delivered on time, approved by the owner.
 * - 'Product launch pitch': delivered late (the team was credited), a revision requested, the
 *   revision delivered yesterday: its review is open.
 * - 'Sales kickoff': in progress, with a question from staff and the owner's answer.
 */
export async function seedDemoOrderWork(
  db: Db,
  store: UploadStore,
  now = new Date(),
): Promise<void> {
  const [staff] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'staff@example.com'));
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.idempotencyKey, ['demo-order-1', 'demo-order-3', 'demo-order-5']));
  const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
  const approved = byKey.get('demo-order-1');
  const underReview = byKey.get('demo-order-3');
  const started = byKey.get('demo-order-5');
  if (!staff || !approved || !underReview || !started || !approved.createdByUserId) return;
  const ownerId = approved.createdByUserId;
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  const asStaff = { kind: 'staff', userId: staff.id } as const;
  const asOwner = { kind: 'customer', userId: ownerId } as const;
  const at = (order: OrderRow, hours: number) =>
    new Date(order.createdAt.getTime() + hours * hourMs);

  async function step(order: OrderRow, options: Omit<Parameters<typeof moveOrder>[1], 'orderId'>) {
    const moved = await moveOrder(db, { ...options, orderId: order.id });
    if (!moved) throw new Error(`demo order work: ${formatOrderNumber(order.id)} did not move`);
    // What staff did is in the audit log, as the console writes it.
    if (options.actor.kind === 'staff' && staff) {
      await db.insert(staffAuditLog).values({
        staffUserId: staff.id,
        action: options.to === 'delivered' ? 'order.deliver' : 'order.start',
        teamId: order.teamId,
        orderId: order.id,
        details: { to: options.to },
        createdAt: options.now ?? now,
      });
    }
  }

  async function deliver(order: OrderRow, round: number, when: Date, asset: string, note: string) {
    const late =
      round === 1 && order.promisedDeliveryAt !== null && when > order.promisedDeliveryAt;
    const [delivery] = await db
      .insert(orderDeliveries)
      .values({
        orderId: order.id,
        round,
        note,
        late,
        staffUserId: staff?.id,
        createdAt: when,
        publishedAt: when,
      })
      .returning({ id: orderDeliveries.id });
    if (!delivery || !staff) return;
    const name = `${formatOrderNumber(order.id)} round ${round}.pptx`;
    const fileId = await storeDemoFile(
      db,
      store,
      { teamId: order.teamId, userId: staff.id },
      {
        asset: `${asset}.pptx`,
        name,
        tag: 'deliverable',
        type: pptxType,
        storedAs: `delivery-${order.id}-${round}`,
      },
    );
    await db
      .update(uploadedFiles)
      .set({ orderId: order.id, deliveryId: delivery.id, createdAt: when, completedAt: when })
      .where(eq(uploadedFiles.id, fileId));
    // Rendered by the job runner once the server runs, as a real delivery's files are.
    await queueSlidePreviews(db, {
      orderId: order.id,
      deliveryId: delivery.id,
      files: [{ id: fileId, originalName: name }],
      now,
    });
    await step(order, {
      from: ['inProgress'],
      to: 'delivered',
      actor: asStaff,
      note,
      now: when,
      set: { reviewDueAt: new Date(when.getTime() + 5 * dayMs) },
    });
    if (late) {
      await appendCreditEntry(db, {
        teamId: order.teamId,
        kind: 'refund',
        amount: lateDeliveryCredit(order),
        reason: orderReviewMessages.lateCreditReason(formatOrderNumber(order.id)),
        reference: lateDeliveryReference(order.id),
        createdAt: when,
      });
    }
  }

  async function comment(order: OrderRow, fromStaff: boolean, body: string, when: Date) {
    await db.insert(orderComments).values({
      orderId: order.id,
      authorUserId: fromStaff ? staff?.id : ownerId,
      authorName: (fromStaff ? staff?.name : owner?.name) ?? 'Deckhand',
      fromStaff,
      body,
      createdAt: when,
    });
  }

  // Delivered on time, approved.
  await step(approved, {
    from: ['received'],
    to: 'inProgress',
    actor: asStaff,
    now: at(approved, 4),
  });
  await deliver(
    approved,
    1,
    at(approved, 50),
    'quarterly-review',
    'Your quarterly results deck, with the charts redrawn.',
  );
  await step(approved, {
    from: ['delivered'],
    to: 'approved',
    actor: asOwner,
    now: at(approved, 70),
    set: { reviewDueAt: null },
  });

  // Delivered late, revised, the revision waits for the owner's review. The order chose the
  // team's "Northwind corporate" template: staff find each version's brand check in the console.
  await chooseDemoTemplate(db, underReview, 'Northwind corporate');
  await step(underReview, {
    from: ['received'],
    to: 'inProgress',
    actor: asStaff,
    now: at(underReview, 5),
  });
  await deliver(
    underReview,
    1,
    at(underReview, 96),
    'northwind-pitch',
    'The launch pitch, 25 slides.',
  );
  await comment(
    underReview,
    false,
    'Looks great! Could the title slide use our new logo?',
    at(underReview, 100),
  );
  await step(underReview, {
    from: ['delivered'],
    to: 'revisionRequested',
    actor: asOwner,
    note: 'Please use our new logo on the title slide and make the charts larger.',
    now: at(underReview, 101),
    set: { reviewDueAt: null, revisionsUsed: 1 },
  });
  await step(underReview, {
    from: ['revisionRequested'],
    to: 'inProgress',
    actor: asStaff,
    now: at(underReview, 104),
  });
  const revisedAt = new Date(now.getTime() - dayMs);
  await deliver(
    underReview,
    2,
    revisedAt,
    'northwind-corporate',
    'New logo on the title slide; every chart is larger now.',
  );
  await comment(
    underReview,
    true,
    'The revision is up: new logo, larger charts. Let us know what you think.',
    new Date(revisedAt.getTime() + 60_000),
  );
  // The business-day clock of the revision's review, its reminders and approval queued.
  await startReviewClock(db, { order: underReview, round: 2, now: revisedAt });

  // In progress, with a question.
  const startedAt = new Date(
    Math.max(started.createdAt.getTime() + 2 * hourMs, now.getTime() - 20 * hourMs),
  );
  await step(started, {
    from: ['received'],
    to: 'inProgress',
    actor: asStaff,
    now: startedAt,
  });
  await comment(
    started,
    true,
    'We have started on your sales kickoff deck. Should the agenda slide list every speaker?',
    new Date(startedAt.getTime() + hourMs),
  );
  await comment(
    started,
    false,
    'Yes please, with their titles.',
    new Date(startedAt.getTime() + 2 * hourMs),
  );
  await db
    .update(orders)
    .set({ updatedAt: now })
    .where(
      and(
        eq(orders.teamId, started.teamId),
        inArray(orders.id, [approved.id, underReview.id, started.id]),
      ),
    );
}

/** The order's style step chose the team's saved template of that name (when it has one). */
export async function chooseDemoTemplate(db: Db, order: OrderRow, name: string) {
  const [template] = await db
    .select({ id: styleTemplates.id })
    .from(styleTemplates)
    .where(and(eq(styleTemplates.teamId, order.teamId), eq(styleTemplates.name, name)));
  if (!template) return;
  await db
    .update(orders)
    .set({
      formValues: {
        ...order.formValues,
        style: { styleType: 'template', templateId: template.id, file: null },
      },
    })
    .where(eq(orders.id, order.id));
}
