import {
  approvalMessages,
  endpoints,
  formatOrderNumber,
  orderReviewMessages,
  type TTeamApprovalDefaults,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { makePdf } from '../../../test/deck-fixtures.ts';
import { deliverFiles, orderInProgress } from '../../../test/delivery-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import {
  deliveredOrder,
  queuedReminders,
  readLogKinds,
  readOrder,
} from '../review-clock/review-clock-test-kit.ts';
import { approvalOf, approve, decide, putApprovers } from './approvals-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const putDefaults = (app: Parameters<typeof callAs>[0], token: string, payload: object) =>
  callAs(app, token, { method: 'PUT', url: apiUrl(endpoints.team.approvalDefaults), payload });

describe('who may name approvers, and the team’s default', { timeout: 60_000 }, () => {
  it('owners, admins and whoever placed the order may; a manager, another team and the signed-out may not', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await deliveredOrder(app, db);
    const ids = [team.admin.user.id];

    const manager = await putApprovers(app, team.manager.token, order.id, ids);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toBe(approvalMessages.mayNotManage);
    expect((await putApprovers(app, team.admin.token, order.id, ids)).statusCode).toBe(200);
    expect((await putApprovers(app, null, order.id, ids)).statusCode).toBe(401);
    const other = await createTeamWithRoles(db);
    expect((await putApprovers(app, other.owner.token, order.id, ids)).statusCode).toBe(404);

    // Only the team's members can be named, each once, and k is at most n.
    const stranger = await putApprovers(app, team.owner.token, order.id, [other.admin.user.id]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.approvers).toEqual([approvalMessages.notAMember]);
    const twice = await putApprovers(app, team.owner.token, order.id, [...ids, ...ids]);
    expect(twice.json().errors.approvers).toEqual([approvalMessages.duplicateApprover]);
    const tooMany = await putApprovers(app, team.owner.token, order.id, ids, 'count', 2);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.required).toEqual([approvalMessages.requiredTooHigh(1)]);

    // The decision's withdrawal is the approver's own, on their team's order.
    const withdrawn = await callAs(app, other.owner.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.orders.reviewDecision(order.id)),
    });
    expect(withdrawn.statusCode).toBe(404);
  });

  it('the team’s default (owners and admins set it) names the approvers of its next delivered order', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const started = await orderInProgress(app, db);
    const { team } = started;
    const body = {
      rule: 'any',
      required: null,
      approvers: [{ kind: 'member', userId: team.admin.user.id }],
    };
    const refused = await putDefaults(app, team.manager.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(approvalMessages.mayNotManageDefaults);
    const saved = await putDefaults(app, team.owner.token, body);
    expect(saved.statusCode).toBe(200);
    const read = await callAs(app, team.manager.token, {
      method: 'GET',
      url: apiUrl(endpoints.team.approvalDefaults),
    });
    expect(read.json<TTeamApprovalDefaults>()).toEqual({
      rule: 'any',
      required: null,
      approvers: [{ userId: team.admin.user.id, name: team.admin.user.name }],
    });

    await deliverFiles(app, started.staff.token, started.order.id, [
      { filename: 'Deck.pdf', bytes: await makePdf(['Title']) },
    ]);
    const page = await readOrder(app, team.owner.token, started.order.id);
    expect(page.details.review?.approval).toMatchObject({
      rule: 'any',
      approvers: [{ userId: team.admin.user.id }],
    });
    const log = await readLogKinds(app, team.owner.token, started.order.id);
    expect(log[1]).toMatchObject({ kind: 'approversChanged', actor: 'system', teamDefault: true });
    expect(approvalOf(await decide(app, team.admin.token, started.order.id, approve)).status).toBe(
      'approved',
    );
  });

  it('reminders go to every approver still to decide, not to those who did', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await deliveredOrder(app, db);
    await putApprovers(app, team.owner.token, order.id, [team.admin.user.id, team.manager.user.id]);
    await decide(app, team.admin.token, order.id, approve);

    const reminders = await queuedReminders(db, order.id);
    const first = Math.min(...reminders.map((reminder) => reminder.runAt.getTime()));
    await app.jobs.runDueJobs(new Date(first));
    const subject = orderReviewMessages.reminderSubject(formatOrderNumber(order.id));
    const sentTo = async (email: string) =>
      (
        await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)))
      ).length;
    expect(await sentTo(team.manager.user.email)).toBe(1);
    expect(await sentTo(team.admin.user.email)).toBe(0);
    expect(await sentTo(team.owner.user.email)).toBe(0);
    const log = await readLogKinds(app, team.owner.token, order.id);
    expect(log.at(-1)).toMatchObject({ kind: 'reminderSent', to: 'approvers', people: 1 });
  });
});
