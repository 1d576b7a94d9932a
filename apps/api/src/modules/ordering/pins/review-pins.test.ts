import {
  endpoints,
  orderMessages,
  realtimeChannels,
  reviewPinMessages,
  reviewPinRealtimeEvents,
  revisionNotesRequired,
  type TReviewPin,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { insertReadyPreview } from '../../../test/preview-factory.ts';
import { callAs, createTeamWithRoles, signIn } from '../../../test/team-factory.ts';
import { pdfBytes, uploadWhole } from '../../../test/upload-test-client.ts';
import { createTestUser } from '../../../test/user-factory.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

async function deliveredOrder() {
  const db = context.database.db;
  const team = await createTeamWithRoles(db);
  const staffUser = await createTestUser(db, { isStaff: true, name: 'Stan Stafford' });
  const staff = { user: staffUser, token: await signIn(db, staffUser.id) };
  const order = await insertTestOrder(db, {
    teamId: team.teamId,
    userId: team.owner.user.id,
    status: 'delivered',
  });
  const { previewId } = await insertReadyPreview(db, { orderId: order.id, teamId: team.teamId });
  return { team, staff, order, previewId };
}

const call = (
  app: App,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => callAs(app, token, { method, url: apiUrl(url), ...(payload ? { payload } : {}) });

const pinBody = (previewId: number, position = 2, area: object = { x: 0.25, y: 0.5 }) => ({
  previewId,
  position,
  area,
  body: 'Make this chart larger.',
});

describe('a revision request made of the open pins', () => {
  it('sends the open pins with the request, and staff answer each with the next version', async () => {
    const app = await context.createApp();
    const { team, staff, order, previewId } = await deliveredOrder();
    // Without words and without an open pin, the request says nothing: the form's message.
    const bare = await insertTestOrder(context.database.db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'delivered',
    });
    const empty = await call(app, team.owner.token, 'POST', endpoints.orders.review(bare.id), {
      decision: 'revise',
      notes: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { notes: [revisionNotesRequired] } });

    const pins: TReviewPin[] = [];
    for (const position of [2, 5, 7]) {
      const created = await call(app, team.manager.token, 'POST', endpoints.orders.pins(order.id), {
        ...pinBody(previewId, position),
        body: `Change slide ${position}.`,
      });
      pins.push(created.json().pin as TReviewPin);
    }
    const [first, second, third] = pins as [TReviewPin, TReviewPin, TReviewPin];
    await call(
      app,
      team.manager.token,
      'POST',
      endpoints.orders.pinResolution(order.id, third.id),
      {
        resolved: true,
      },
    );

    const revised = await call(app, team.owner.token, 'POST', endpoints.orders.review(order.id), {
      decision: 'revise',
      notes: '',
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().order.status).toBe('revisionRequested');
    const timeline = revised.json().details.timeline as { note: string | null }[];
    expect(timeline.map((entry) => entry.note)).toContain(reviewPinMessages.requestSummary(2));
    const sent = (await call(app, staff.token, 'GET', endpoints.orders.pins(order.id))).json()
      .pins as TReviewPin[];
    expect(sent.map((pin) => [pin.number, pin.requestedOnVersion, pin.answer])).toEqual([
      [1, 1, null],
      [2, 1, null],
      [3, null, null],
    ]);

    // Staff start the revision and deliver version 2: every requested pin needs its answer.
    const upload = await uploadWhole(app, staff.token, {
      filename: 'Deck v2.pdf',
      tag: 'deliverable',
      bytes: pdfBytes,
    });
    const fileIds = [String(upload.json().id)];
    const deliver = (pinAnswers: object[]) =>
      call(app, staff.token, 'POST', endpoints.staff.deliveries(order.id), { fileIds, pinAnswers });
    const unanswered = await deliver([{ pinId: first.id, kind: 'addressed' }]);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json()).toMatchObject({
      errors: { pinAnswers: [reviewPinMessages.answersMissing] },
    });
    const noReason = await deliver([
      { pinId: first.id, kind: 'addressed' },
      { pinId: second.id, kind: 'notDone' },
    ]);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ message: reviewPinMessages.whyNotDone });
    const delivered = await deliver([
      { pinId: first.id, kind: 'addressed' },
      { pinId: second.id, kind: 'notDone', note: 'The logo must stay, per your template.' },
    ]);
    expect(delivered.statusCode).toBe(200);
    const answered = (
      await call(app, team.owner.token, 'GET', endpoints.orders.pins(order.id))
    ).json().pins as TReviewPin[];
    expect(
      answered.map((pin) => pin.answer && [pin.answer.kind, pin.answer.note, pin.answer.version]),
    ).toEqual([
      ['addressed', null, 2],
      ['notDone', 'The logo must stay, per your template.', 2],
      null,
    ]);
  });
});

describe('comments pinned to slides', () => {
  it('pins, lists, replies, edits own words, resolves and reopens, for the team and staff alike', async () => {
    const app = await context.createApp();
    const publish = vi.spyOn(app.realtime, 'publish');
    const { team, staff, order, previewId } = await deliveredOrder();

    const created = await call(app, team.manager.token, 'POST', endpoints.orders.pins(order.id), {
      ...pinBody(previewId, 2, { x: 0.1, y: 0.2, w: 0.5, h: 0.3 }),
    });
    expect(created.statusCode).toBe(201);
    const pin = created.json().pin as TReviewPin;
    expect(pin).toMatchObject({
      number: 1,
      status: 'open',
      body: 'Make this chart larger.',
      fromStaff: false,
      isOwn: true,
      placements: [{ previewId, round: 1, position: 2, x: 0.1, y: 0.2, w: 0.5, h: 0.3 }],
      replies: [],
    });
    expect(publish).toHaveBeenCalledWith(
      realtimeChannels.staffOrders,
      reviewPinRealtimeEvents.changed,
      { orderId: order.id, pinId: pin.id, byStaff: false },
    );

    // A tiny dragged area is a point; the next pin is #2.
    const second = await call(app, staff.token, 'POST', endpoints.orders.pins(order.id), {
      ...pinBody(previewId, 5, { x: 0.5, y: 0.5, w: 0.01, h: 0.01 }),
      body: 'We suggest a lighter blue here.',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().pin).toMatchObject({
      number: 2,
      fromStaff: true,
      authorName: 'Stan Stafford',
      placements: [{ position: 5, w: null, h: null }],
    });

    const replied = await call(
      app,
      staff.token,
      'POST',
      endpoints.orders.pinReplies(order.id, pin.id),
      {
        body: 'Done in the next version.',
      },
    );
    expect(replied.statusCode).toBe(200);
    const reply = (replied.json().pin as TReviewPin).replies[0];
    expect(reply).toMatchObject({
      body: 'Done in the next version.',
      fromStaff: true,
      isOwn: true,
    });
    if (!reply) throw new Error('reply missing');

    // Only a writer edits their words.
    expect(
      (
        await call(app, team.owner.token, 'PATCH', endpoints.orders.pin(order.id, pin.id), {
          body: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const foreignReply = await call(
      app,
      team.manager.token,
      'PATCH',
      endpoints.orders.pinReply(order.id, pin.id, reply.id),
      { body: 'Not mine' },
    );
    expect(foreignReply.statusCode).toBe(403);
    expect(foreignReply.json()).toMatchObject({ message: reviewPinMessages.notYours });
    const edited = await call(
      app,
      team.manager.token,
      'PATCH',
      endpoints.orders.pin(order.id, pin.id),
      {
        body: 'Make this chart twice as large.',
      },
    );
    expect(edited.json().pin).toMatchObject({ body: 'Make this chart twice as large.' });
    expect(edited.json().pin.editedAt).not.toBeNull();

    const resolved = await call(
      app,
      team.owner.token,
      'POST',
      endpoints.orders.pinResolution(order.id, pin.id),
      {
        resolved: true,
      },
    );
    expect(resolved.json().pin).toMatchObject({
      status: 'resolved',
      resolvedBy: team.owner.user.name,
    });
    const reopened = await call(
      app,
      staff.token,
      'POST',
      endpoints.orders.pinResolution(order.id, pin.id),
      {
        resolved: false,
      },
    );
    expect(reopened.json().pin).toMatchObject({
      status: 'open',
      resolvedBy: null,
      resolvedAt: null,
    });

    // Everyone who may see the order lists the same pins, each seeing which are their own.
    const asStaff = await call(app, staff.token, 'GET', endpoints.orders.pins(order.id));
    expect(asStaff.statusCode).toBe(200);
    expect((asStaff.json().pins as TReviewPin[]).map((item) => [item.number, item.isOwn])).toEqual([
      [1, false],
      [2, true],
    ]);
    const asOwner = await call(app, team.owner.token, 'GET', endpoints.orders.pins(order.id));
    expect((asOwner.json().pins as TReviewPin[])[0]?.replies).toHaveLength(1);
  });

  it('lets no one else in, and refuses pins off a rendered slide, bad input and a closed review', async () => {
    const app = await context.createApp();
    const { team, order, previewId } = await deliveredOrder();
    const other = await createTeamWithRoles(context.database.db);

    const stranger = await call(app, other.owner.token, 'GET', endpoints.orders.pins(order.id));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: orderMessages.orderNotFound });
    expect(
      (
        await call(
          app,
          other.owner.token,
          'POST',
          endpoints.orders.pins(order.id),
          pinBody(previewId),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(app, null, 'GET', endpoints.orders.pins(order.id))).statusCode).toBe(401);

    // Another team's preview id on one's own order, a slide past the end, a preview not ready.
    const own = await insertTestOrder(context.database.db, {
      teamId: other.teamId,
      userId: other.owner.user.id,
      status: 'delivered',
    });
    const crossed = await call(
      app,
      other.owner.token,
      'POST',
      endpoints.orders.pins(own.id),
      pinBody(previewId),
    );
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json()).toMatchObject({ errors: { previewId: [reviewPinMessages.notReady] } });
    const past = await call(
      app,
      team.owner.token,
      'POST',
      endpoints.orders.pins(order.id),
      pinBody(previewId, 9),
    );
    expect(past.json()).toMatchObject({ errors: { position: [reviewPinMessages.slideNotFound] } });
    const queued = await insertReadyPreview(context.database.db, {
      orderId: order.id,
      teamId: team.teamId,
      round: 2,
      status: 'queued',
    });
    const notReady = await call(
      app,
      team.owner.token,
      'POST',
      endpoints.orders.pins(order.id),
      pinBody(queued.previewId, 1),
    );
    expect(notReady.statusCode).toBe(422);

    for (const bad of [
      { ...pinBody(previewId), body: '   ' },
      { ...pinBody(previewId), body: 'a\u0000b' },
      { ...pinBody(previewId), body: 'x'.repeat(2001) },
      pinBody(previewId, 2, { x: 1.5, y: 0.5 }),
      pinBody(previewId, 2, { x: 0.8, y: 0.5, w: 0.5, h: 0.1 }),
      pinBody(previewId, 2, { x: 0.2, y: 0.5, w: 0.5 }),
    ]) {
      const answer = await call(
        app,
        team.owner.token,
        'POST',
        endpoints.orders.pins(order.id),
        bad,
      );
      expect(answer.statusCode, JSON.stringify(bad.area)).toBe(422);
    }

    const pin = (
      await call(app, team.owner.token, 'POST', endpoints.orders.pins(order.id), pinBody(previewId))
    ).json().pin as TReviewPin;
    // A pin id of another order is not found through this one.
    expect(
      (
        await call(app, other.owner.token, 'POST', endpoints.orders.pinReplies(own.id, pin.id), {
          body: 'Hi',
        })
      ).statusCode,
    ).toBe(404);

    // Once approved, the review is closed to new words.
    const approved = await insertTestOrder(context.database.db, {
      teamId: team.teamId,
      userId: team.owner.user.id,
      status: 'approved',
    });
    const closedPreview = await insertReadyPreview(context.database.db, {
      orderId: approved.id,
      teamId: team.teamId,
    });
    const closed = await call(
      app,
      team.owner.token,
      'POST',
      endpoints.orders.pins(approved.id),
      pinBody(closedPreview.previewId),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: reviewPinMessages.closed });
  });
});
