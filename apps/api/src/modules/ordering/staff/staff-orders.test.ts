import {
  endpoints,
  formatOrderNumber,
  orderRealtimeEvents,
  realtimeChannels,
  staffOrderMessages,
  type TOrderCommentAddedEvent,
  type TOrderStatusChangedEvent,
  type TStaffOrdersResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import {
  connectRealtime,
  getListeningOrigin,
  type RealtimeTestClient,
} from '../../../test/realtime-client.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { createTestUser } from '../../../test/user-factory.ts';
import { getBalance } from '../../billing/index.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function createStaff(name?: string) {
  const user = await createTestUser(context.database.db, {
    isStaff: true,
    ...(name ? { name } : {}),
  });
  return { user, token: await signIn(context.database.db, user.id) };
}

const queue = (app: App, token: string | null, query = '') =>
  callAs(app, token, { method: 'GET', url: apiUrl(`/staff/orders${query}`) });
const move = (app: App, token: string | null, id: number, payload: object) =>
  callAs(app, token, { method: 'POST', url: apiUrl(`/staff/orders/${id}/transitions`), payload });

describe('the staff console’s orders', () => {
  it('is for staff only: 401 signed out, 403 for every customer role', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    expect((await queue(app, null)).statusCode).toBe(401);
    for (const person of [team.owner, team.admin, team.manager]) {
      expect((await queue(app, person.token)).statusCode).toBe(403);
      const one = await callAs(app, person.token, {
        method: 'GET',
        url: apiUrl(`/staff/orders/${order.id}`),
      });
      expect(one.statusCode).toBe(403);
      expect((await move(app, person.token, order.id, { to: 'inProgress' })).statusCode).toBe(403);
      const comment = await callAs(app, person.token, {
        method: 'POST',
        url: apiUrl(`/staff/orders/${order.id}/comments`),
        payload: { body: 'I am staff' },
      });
      expect(comment.statusCode).toBe(403);
    }
    // Staff do not use the customers' calls.
    const staff = await createStaff();
    const customerCall = await callAs(app, staff.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(order.id)),
    });
    expect(customerCall.statusCode).toBe(403);
    expect(
      (await callAs(app, staff.token, { method: 'GET', url: apiUrl('/staff/orders/999999') }))
        .statusCode,
    ).toBe(404);
  });

  it('lists open orders of every team, soonest promise first, by status and by search', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const staff = await createStaff();
    const north = await createTeamWithRoles(db, 'Queue Northwind');
    const south = await createTeamWithRoles(db, 'Queue Southwind');
    const hour = 60 * 60 * 1000;
    const later = await insertTestOrder(db, {
      teamId: north.teamId,
      userId: north.owner.user.id,
      promisedDeliveryAt: new Date(Date.now() + 400 * 24 * hour),
    });
    const sooner = await insertTestOrder(db, {
      teamId: south.teamId,
      userId: south.owner.user.id,
      status: 'inProgress',
      promisedDeliveryAt: new Date(Date.now() + 399 * 24 * hour),
    });
    const done = await insertTestOrder(db, {
      teamId: south.teamId,
      userId: south.owner.user.id,
      status: 'approved',
    });
    const search = async (query: string) => {
      const response = await queue(app, staff.token, query);
      expect(response.statusCode).toBe(200);
      return response.json() as TStaffOrdersResponse;
    };
    const open = await search('?search=Queue&limit=50');
    expect(open.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(open.items[0]).toMatchObject({
      number: formatOrderNumber(sooner.id),
      status: 'inProgress',
      team: { id: south.teamId, name: 'Queue Southwind' },
    });
    expect((await search('?search=Queue&status=all&limit=50')).total).toBe(3);
    expect(
      (await search('?search=southwind&status=approved')).items.map((item) => item.id),
    ).toEqual([done.id]);
    expect(
      (await search(`?status=all&search=${formatOrderNumber(later.id)}`)).items.map(
        (item) => item.id,
      ),
    ).toEqual([later.id]);
    expect((await queue(app, staff.token, '?status=shipped')).statusCode).toBe(422);
    expect((await queue(app, staff.token, '?sort=total:asc')).statusCode).toBe(422);
  });

  it('cancels an order paid with credits and gives them back, not one whose card is being confirmed', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const staff = await createStaff();
    const team = await createTeamWithRoles(db);
    const byCredits = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      paymentMethod: 'credits',
      total: 9_000,
    });
    expect(await getBalance(db, team.teamId)).toBe(0);
    const cancelled = await move(app, staff.token, byCredits.id, {
      to: 'cancelled',
      note: 'Customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ order: { status: 'cancelled' }, actions: [] });
    expect(await getBalance(db, team.teamId)).toBe(9_000);
    const again = await move(app, staff.token, byCredits.id, { to: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffOrderMessages.moved);
    expect(await getBalance(db, team.teamId)).toBe(9_000);

    const byCard = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      paymentMethod: 'card',
      status: 'awaitingPayment',
    });
    const view = await callAs(app, staff.token, {
      method: 'GET',
      url: apiUrl(`/staff/orders/${byCard.id}`),
    });
    expect(view.json()).toMatchObject({
      actions: [],
      team: { id: team.teamId },
      placedByEmail: team.owner.user.email,
    });
    const refused = await move(app, staff.token, byCard.id, { to: 'cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(staffOrderMessages.paymentPending);
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.teamId, team.teamId));
    expect(audit).toMatchObject([
      {
        action: 'order.cancel',
        orderId: byCredits.id,
        details: { refunded: 9_000, refundedToCard: 0 },
      },
    ]);
  });

  it('carries the thread between the team and staff, live on the team’s channel', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const staff = await createStaff('Dana Designer');
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    const client = await connectRealtime(getListeningOrigin(app.server), {
      token: team.manager.token,
    });
    clients.push(client);
    expect(await client.subscribe(realtimeChannels.team(team.teamId))).toEqual({ ok: true });

    const heard = client.next<TOrderCommentAddedEvent>(orderRealtimeEvents.commentAdded);
    const fromStaff = await callAs(app, staff.token, {
      method: 'POST',
      url: apiUrl(`/staff/orders/${order.id}/comments`),
      payload: { body: '  Which logo should we use?  ' },
    });
    expect(fromStaff.statusCode).toBe(200);
    expect(await heard).toMatchObject({
      orderId: order.id,
      comment: { body: 'Which logo should we use?', author: 'Dana Designer', fromStaff: true },
    });

    const reply = await callAs(app, team.admin.token, {
      method: 'POST',
      url: apiUrl(`/orders/${order.id}/comments`),
      payload: { body: 'The blue one.' },
    });
    expect(reply.statusCode).toBe(200);
    for (const body of [{ body: '' }, { body: 'x'.repeat(4001) }, { body: 'a\u0000b' }, {}]) {
      const bad = await callAs(app, team.admin.token, {
        method: 'POST',
        url: apiUrl(`/orders/${order.id}/comments`),
        payload: body,
      });
      expect(bad.statusCode).toBe(422);
    }
    const stranger = await createTeamWithRoles(db);
    const foreign = await callAs(app, stranger.owner.token, {
      method: 'POST',
      url: apiUrl(`/orders/${order.id}/comments`),
      payload: { body: 'Hello?' },
    });
    expect(foreign.statusCode).toBe(404);

    const page = await callAs(app, team.manager.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.order(order.id)),
    });
    expect(
      page
        .json()
        .details.comments.map((comment: { body: string; fromStaff: boolean }) => [
          comment.body,
          comment.fromStaff,
        ]),
    ).toEqual([
      ['Which logo should we use?', true],
      ['The blue one.', false],
    ]);

    const started = client.next<TOrderStatusChangedEvent>(orderRealtimeEvents.statusChanged);
    await move(app, staff.token, order.id, { to: 'inProgress' });
    expect(await started).toMatchObject({ orderId: order.id, from: 'received', to: 'inProgress' });
  });
});
