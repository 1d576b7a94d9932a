import { apiPrefix, endpoints, feedbackMessages } from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;
const url = (id: number) => `${apiPrefix}${endpoints.orders.feedback(id)}`;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const full = {
  scores: {
    design: 5,
    understandingOfRequirement: 4,
    adherenceToDeadline: 4,
    attentionToDetail: null,
  },
  feedbacks: {
    publishable: 'Fast and beautiful.',
    internal: 'The designer was great.',
    good: 'Charts',
    bad: '',
  },
};
const send = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: url(id), payload });
const read = (app: App, token: string | null, id: number) =>
  callAs(app, token, { method: 'GET', url: url(id) });

describe('feedback on an order (§3, §4)', () => {
  it('is given once after delivery, with the average of the scores given, and shown as old', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const waiting = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const before = await read(app, team.manager.token, waiting.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      order: { canLeaveFeedback: false },
      feedback: { hasOldFeedback: false },
    });
    const early = await send(app, team.manager.token, waiting.id, full);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(feedbackMessages.notYet);

    const done = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'approved',
    });
    expect((await read(app, team.manager.token, done.id)).json().order.canLeaveFeedback).toBe(true);
    const sent = await send(app, team.manager.token, done.id, full);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'success',
      message: feedbackMessages.sent,
      feedback: {
        scores: { design: 5, attentionToDetail: null, average: 4.3 },
        feedbacks: { publishable: 'Fast and beautiful.', bad: '' },
        hasOldFeedback: true,
        noFeedback: false,
      },
    });
    const after = (await read(app, team.owner.token, done.id)).json();
    expect(after.order.canLeaveFeedback).toBe(false);
    expect(after.feedback.hasOldFeedback).toBe(true);
    const again = await send(app, team.owner.token, done.id, { ...full, scores: { design: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(feedbackMessages.already);
    expect((await read(app, team.owner.token, done.id)).json().feedback.scores.design).toBe(5);

    // The order page shows the average; staff read it whole, internal words included.
    const page = await callAs(app, team.owner.token, {
      method: 'GET',
      url: `${apiPrefix}${endpoints.orders.order(done.id)}`,
    });
    expect(page.json().details.feedback).toMatchObject({ average: 4.3, noFeedback: false });
    const staff = await createTestUser(db, { isStaff: true });
    const staffView = await callAs(app, await signIn(db, staff.id), {
      method: 'GET',
      url: `${apiPrefix}${endpoints.staff.order(done.id)}`,
    });
    expect(staffView.json().feedback.feedbacks.internal).toBe('The designer was great.');
  });

  it('records that there is none when sent empty', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'delivered',
    });
    const sent = await send(app, team.admin.token, order.id, {
      scores: {},
      feedbacks: { good: '   ' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: feedbackMessages.sentEmpty,
      feedback: { noFeedback: true, hasOldFeedback: true, scores: { average: null } },
    });
  });

  it('refuses bad scores and texts, other teams, staff and anonymous callers', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'approved',
    });
    for (const payload of [
      { scores: { design: 6 }, feedbacks: {} },
      { scores: { design: 0 }, feedbacks: {} },
      { scores: { design: 2.5 }, feedbacks: {} },
      { scores: {}, feedbacks: { good: 'x'.repeat(2001) } },
      { scores: {}, feedbacks: { bad: 'a\u0000b' } },
      { feedbacks: {} },
    ]) {
      expect((await send(app, team.owner.token, order.id, payload)).statusCode).toBe(422);
    }
    const stranger = await createTeamWithRoles(db);
    expect((await read(app, stranger.owner.token, order.id)).statusCode).toBe(404);
    expect((await send(app, stranger.owner.token, order.id, full)).statusCode).toBe(404);
    const staff = await createTestUser(db, { isStaff: true });
    expect((await read(app, await signIn(db, staff.id), order.id)).statusCode).toBe(403);
    expect((await read(app, null, order.id)).statusCode).toBe(401);
    expect((await read(app, team.owner.token, order.id)).json().feedback.hasOldFeedback).toBe(
      false,
    );
  });
});
