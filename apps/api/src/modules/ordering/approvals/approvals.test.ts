import {
  approvalMessages,
  formatOrderNumber,
  orderRealtimeEvents,
  orderReviewMessages,
  realtimeChannels,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { addTeamPerson } from '../../../test/team-factory.ts';
import { deliveredOrder, readLogKinds, readOrder } from '../review-clock/review-clock-test-kit.ts';
import {
  approvalOf,
  approve,
  decide,
  putApprovers,
  revise,
  withdraw,
} from './approvals-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

describe('named approvers and their rule', { timeout: 60_000 }, () => {
  it('"all": each approver decides, a person not named is refused, the last approval approves', async () => {
    const app = await context.createApp();
    const { team, order } = await deliveredOrder(app, context.database.db);
    const { admin, manager, owner } = team;

    const named = await putApprovers(app, owner.token, order.id, [admin.user.id, manager.user.id]);
    expect(named.statusCode).toBe(200);
    expect(approvalOf(named).approval).toMatchObject({
      rule: 'all',
      needed: 2,
      pendingCount: 2,
      approvedCount: 0,
      outcome: 'pending',
      approvers: [
        { kind: 'member', userId: admin.user.id, name: admin.user.name, decision: null },
        { kind: 'member', userId: manager.user.id, name: manager.user.name, decision: null },
      ],
    });

    const outsider = await decide(app, owner.token, order.id, approve);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(approvalMessages.notAnApprover);

    const publish = vi.spyOn(app.realtime, 'publish');
    const first = await decide(app, admin.token, order.id, approve);
    expect(first.statusCode).toBe(200);
    // The team's open pages (the other approver's) hear of it and load the order again.
    expect(publish).toHaveBeenCalledWith(
      realtimeChannels.team(team.teamId),
      orderRealtimeEvents.reviewClockChanged,
      { orderId: order.id, number: formatOrderNumber(order.id) },
    );
    expect(approvalOf(first)).toMatchObject({
      status: 'delivered',
      approval: { approvedCount: 1, pendingCount: 1, outcome: 'pending' },
    });
    // Deciding twice keeps one decision.
    expect(approvalOf(await decide(app, admin.token, order.id, approve)).approval).toMatchObject({
      approvedCount: 1,
    });

    const last = await decide(app, manager.token, order.id, approve);
    expect(approvalOf(last).status).toBe('approved');
    const kinds = (await readLogKinds(app, owner.token, order.id)).map((event) => event.kind);
    expect(kinds).toEqual([
      'versionDelivered',
      'approversChanged',
      'decisionRecorded',
      'decisionRecorded',
      'decisionRecorded',
      'approved',
    ]);
  });

  it('"any": the order waits while an approval can still come, and goes to revision with every reviser’s notes', async () => {
    const app = await context.createApp();
    const { team, order } = await deliveredOrder(app, context.database.db);
    const { admin, manager, owner } = team;
    const people = [owner.user.id, admin.user.id, manager.user.id];
    expect((await putApprovers(app, owner.token, order.id, people, 'any')).statusCode).toBe(200);

    const one = await decide(app, admin.token, order.id, revise('Bigger logo'));
    expect(approvalOf(one)).toMatchObject({
      status: 'delivered',
      approval: { outcome: 'pending' },
    });
    await decide(app, manager.token, order.id, revise('Fix the chart'));
    const last = await decide(app, owner.token, order.id, revise('Warmer colours'));
    expect(approvalOf(last).status).toBe('revisionRequested');
    const page = await readOrder(app, owner.token, order.id);
    const note = page.details.timeline.at(-1)?.note ?? '';
    expect(note).toContain(`${admin.user.name}: Bigger logo`);
    expect(note).toContain(`${manager.user.name}: Fix the chart`);
    expect(note).toContain(`${owner.user.name}: Warmer colours`);
  });

  it('"2 of 4": a tie resolves for approval, and a withdrawn decision no longer counts', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await deliveredOrder(app, db);
    const fourth = await addTeamPerson(db, team.teamId, 'manager');
    const people = [team.owner, team.admin, team.manager, fourth];
    const ids = people.map((person) => person.user.id);
    expect((await putApprovers(app, team.owner.token, order.id, ids, 'count', 2)).statusCode).toBe(
      200,
    );

    await decide(app, team.owner.token, order.id, revise('Shorter'));
    await decide(app, team.admin.token, order.id, revise('Simpler'));
    const approval = await decide(app, team.manager.token, order.id, approve);
    expect(approvalOf(approval).approval).toMatchObject({ needed: 2, outcome: 'pending' });

    // The approval withdrawn: one revision more would now end the round, so it waits.
    const withdrawn = await withdraw(app, team.manager.token, order.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(approvalOf(withdrawn).approval).toMatchObject({ approvedCount: 0, pendingCount: 2 });
    const again = await withdraw(app, team.manager.token, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(approvalMessages.noDecision);

    await decide(app, team.manager.token, order.id, approve);
    const tie = await decide(app, fourth.token, order.id, approve);
    expect(approvalOf(tie).status).toBe('approved');
  });

  it('removing the last approver still to decide meets the rule; an empty list lets anyone decide', async () => {
    const app = await context.createApp();
    const { team, order } = await deliveredOrder(app, context.database.db);
    const { admin, manager, owner } = team;
    await putApprovers(app, owner.token, order.id, [admin.user.id, manager.user.id]);
    await decide(app, admin.token, order.id, approve);
    const removed = await putApprovers(app, owner.token, order.id, [admin.user.id]);
    expect(approvalOf(removed).status).toBe('approved');
    const closed = await putApprovers(app, owner.token, order.id, []);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(approvalMessages.closed);

    const other = await deliveredOrder(app, context.database.db);
    await putApprovers(app, other.team.owner.token, other.order.id, [other.team.admin.user.id]);
    const cleared = await putApprovers(app, other.team.owner.token, other.order.id, []);
    expect(approvalOf(cleared).approval).toBeNull();
    const anyone = await decide(app, other.team.manager.token, other.order.id, approve);
    expect(approvalOf(anyone).status).toBe('approved');
  });

  it('two approvers deciding at the same moment both count, and the order is approved once', async () => {
    const app = await context.createApp();
    const { team, order } = await deliveredOrder(app, context.database.db);
    const { admin, manager, owner } = team;
    await putApprovers(app, owner.token, order.id, [admin.user.id, manager.user.id]);
    const answers = await Promise.all([
      decide(app, admin.token, order.id, approve),
      decide(app, manager.token, order.id, approve),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const page = await readOrder(app, owner.token, order.id);
    expect(page.order.status).toBe('approved');
    const kinds = (await readLogKinds(app, owner.token, order.id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'approved')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'decisionRecorded')).toHaveLength(2);
  });

  it('a revision past the included rounds is paid by the approver whose decision sends it', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await deliveredOrder(app, db);
    await db.update(orders).set({ revisionsUsed: 2 }).where(eq(orders.id, order.id));
    const { admin, manager, owner } = team;
    await putApprovers(app, owner.token, order.id, [admin.user.id, manager.user.id], 'any');

    // The first request for changes does not end the round: recorded, nothing to pay yet.
    const first = await decide(app, admin.token, order.id, revise('Bigger logo'));
    expect(approvalOf(first)).toMatchObject({ status: 'delivered', approval: { pendingCount: 1 } });
    // The second does: it needs a way to pay, and without one nothing is recorded.
    const second = await decide(app, manager.token, order.id, revise('Fix the chart'));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ payment: [orderReviewMessages.paymentRequired] });
    const page = await readOrder(app, owner.token, order.id);
    expect(page.details.review?.approval?.pendingCount).toBe(1);
  });
});
