import {
  endpoints,
  reviewGuestMessages as m,
  orderMessages,
  slidePreviewMessages,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { addTeamPerson, callAs } from '../../../test/team-factory.ts';
import {
  byMail,
  callAsGuest,
  inviteGuestAs,
  linkTokenMailedTo,
  sharedOrderSetup,
  startAsGuest,
} from './guests-test-kit.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

describe('who may share, and what a guest reaches', { timeout: 60_000 }, () => {
  it('owners, admins and whoever placed the order share; a member who did not place it may not', async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order } = await sharedOrderSetup(db);
    const member = await addTeamPerson(db, team.teamId, 'manager');

    const refused = await inviteGuestAs(app, member.token, order.id, byMail('x@client.example'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.mayNotShare);
    const byAdmin = await inviteGuestAs(
      app,
      team.admin.token,
      order.id,
      byMail('y@client.example'),
    );
    expect(byAdmin.statusCode).toBe(201);
    // Any member reads who has access.
    const listed = await callAs(app, member.token, {
      method: 'GET',
      url: apiUrl(endpoints.orders.reviewGuests(order.id)),
    });
    expect(listed.json().guests).toHaveLength(1);
    const revokeRefused = await callAs(app, member.token, {
      method: 'DELETE',
      url: apiUrl(endpoints.orders.reviewGuest(order.id, byAdmin.json().guest.id)),
    });
    expect(revokeRefused.statusCode).toBe(403);

    const other = await sharedOrderSetup(db);
    const otherTeam = await inviteGuestAs(
      app,
      team.owner.token,
      other.order.id,
      byMail('z@c.example'),
    );
    expect(otherTeam.statusCode).toBe(404);
    const signedOut = await inviteGuestAs(app, null, order.id, byMail('z@c.example'));
    expect(signedOut.statusCode).toBe(401);

    const bad = await inviteGuestAs(app, team.owner.token, order.id, {
      kind: 'email',
      email: 'not-an-address',
      name: 'A\u0000B',
      expiresInDays: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'expiresInDays', 'name']);

    const undelivered = await insertTestOrder(db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'inProgress',
    });
    const early = await inviteGuestAs(app, team.owner.token, undelivered.id, byMail('e@c.example'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.nothingToShare);
  });

  it("a guest reaches their order's slides and pins only: other orders are 404, team routes 401", async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, order, previewId } = await sharedOrderSetup(db);
    const other = await sharedOrderSetup(db);
    await inviteGuestAs(app, team.owner.token, order.id, byMail('g@client.example'));
    const { cookie } = await startAsGuest(
      app,
      await linkTokenMailedTo(db, 'g@client.example'),
      'Gus',
    );
    const asGuest = (method: 'GET' | 'POST', url: string, payload?: object) =>
      callAsGuest(app, cookie, { method, url: apiUrl(url), ...(payload ? { payload } : {}) });

    for (const url of [
      endpoints.orders.pins(other.order.id),
      endpoints.orders.slideImage(other.order.id, other.previewId, 1, 'large'),
    ]) {
      const response = await asGuest('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(orderMessages.orderNotFound);
    }
    // The other order's preview through the guest's own order is not theirs either.
    const crossed = await asGuest(
      'GET',
      endpoints.orders.slideImage(order.id, other.previewId, 1, 'large'),
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(slidePreviewMessages.notFound);
    // The order page, the list, the trail and the brand check are the team's.
    for (const url of [
      endpoints.orders.order(order.id),
      endpoints.orders.list,
      endpoints.orders.reviewGuests(order.id),
      endpoints.orders.brandCheck(order.id, previewId),
    ]) {
      expect((await asGuest('GET', url)).statusCode).toBe(401);
    }
    const pinned = await asGuest('POST', endpoints.orders.pins(order.id), {
      previewId,
      position: 1,
      area: { x: 0.1, y: 0.1 },
      body: 'Tighter spacing.',
    });
    expect(pinned.statusCode).toBe(201);
    const resolve = await asGuest(
      'POST',
      endpoints.orders.pinResolution(order.id, pinned.json().pin.id),
      {
        resolved: true,
      },
    );
    expect(resolve.statusCode).toBe(403);
    expect(resolve.json().message).toBe(m.guestMayNot);
    // A guest edits their own words only.
    const teamPin = await callAs(app, team.owner.token, {
      method: 'POST',
      url: apiUrl(endpoints.orders.pins(order.id)),
      payload: { previewId, position: 1, area: { x: 0.6, y: 0.6 }, body: 'Agreed.' },
    });
    const edit = (pinId: number) =>
      callAsGuest(app, cookie, {
        method: 'PATCH',
        url: apiUrl(endpoints.orders.pin(order.id, pinId)),
        payload: { body: 'Edited.' },
      });
    expect((await edit(teamPin.json().pin.id)).statusCode).toBe(403);
    expect((await edit(pinned.json().pin.id)).json().pin).toMatchObject({ body: 'Edited.' });
    // No cookie at all: 401.
    const none = await callAsGuest(app, null, {
      method: 'GET',
      url: apiUrl(endpoints.guestReviews.review),
    });
    expect(none.statusCode).toBe(401);
  });
});
