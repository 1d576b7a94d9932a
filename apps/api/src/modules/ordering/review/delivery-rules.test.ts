import { formatOrderNumber, orderReviewMessages } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import { pdfBytes, uploadWhole } from '../../../test/upload-test-client.ts';
import { getBalance } from '../../billing/index.ts';
import {
  createStaff as createStaffIn,
  readOrder,
  review,
  staffPost,
  uploadDeliverable,
} from './delivery-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const createStaff = () => createStaffIn(context.database.db);

describe('delivery: whose files, a late credit, an answered order', () => {
  it('delivers only the staff member’s own complete deliverables', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const colleague = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const customerFile = await uploadWhole(app, team.owner.token, {
      filename: 'brief.pdf',
      tag: 'orderFiles',
      bytes: pdfBytes,
    });
    const theirs = await uploadDeliverable(app, colleague.token);
    for (const fileIds of [
      [customerFile.json().id],
      [theirs],
      ['00000000-0000-4000-8000-000000000000'],
      ['-'.repeat(36)],
    ]) {
      const response = await staffPost(app, staff.token, order.id, 'deliveries', { fileIds });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.fileIds).toEqual([
        'Deliver complete files you uploaded for this order.',
      ]);
    }
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [] })).statusCode,
    ).toBe(422);
    // Customers cannot upload a deliverable at all.
    const refused = await uploadWhole(app, team.owner.token, {
      filename: 'fake.pdf',
      tag: 'deliverable',
      bytes: pdfBytes,
    });
    expect(refused.statusCode).toBe(403);
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe('inProgress');
  });

  it('credits the team once when the first delivery is later than promised', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
      total: 25_000,
      promisedDeliveryAt: new Date(Date.now() - 60_000),
    });
    const before = await getBalance(db, team.teamId);
    const file = await uploadDeliverable(app, staff.token);
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [file] })).statusCode,
    ).toBe(200);
    expect(await getBalance(db, team.teamId)).toBe(before + 2_500);
    const page = await readOrder(app, team.owner.token, order.id);
    expect(page.details.deliveries[0]?.late).toBe(true);
    expect(page.details.lateDeliveryCredit).toMatchObject({ amount: 2_500 });

    await review(app, team.owner.token, order.id, { decision: 'revise', notes: 'Again' });
    const again = await uploadDeliverable(app, staff.token);
    expect(
      (await staffPost(app, staff.token, order.id, 'deliveries', { fileIds: [again] })).statusCode,
    ).toBe(200);
    expect(await getBalance(db, team.teamId)).toBe(before + 2_500);
    const onTime = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const third = await uploadDeliverable(app, staff.token);
    await staffPost(app, staff.token, onTime.id, 'deliveries', { fileIds: [third] });
    expect(
      (await readOrder(app, team.owner.token, onTime.id)).details.lateDeliveryCredit,
    ).toBeNull();
  });

  it('does not approve an order the customer already answered', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const staff = await createStaff();
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    await staffPost(app, staff.token, order.id, 'deliveries', {
      fileIds: [await uploadDeliverable(app, staff.token)],
    });
    const dueAt = new Date(
      (await readOrder(app, team.owner.token, order.id)).details.review?.dueAt ?? 0,
    );
    await review(app, team.owner.token, order.id, {
      decision: 'revise',
      notes: 'Change the colours.',
    });
    await app.jobs.runDueJobs(new Date(dueAt.getTime() + 1000));
    expect((await readOrder(app, team.owner.token, order.id)).order.status).toBe(
      'revisionRequested',
    );
    const reminders = await db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, orderReviewMessages.reminderSubject(formatOrderNumber(order.id))),
      );
    expect(reminders).toEqual([]);
  });
});
