import {
  endpoints,
  reviewPinMessages,
  type TOrderResponse,
  type TReviewPin,
} from '@deckhand/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOrderingReference } from '../../../../db/seed/ordering-reference.ts';
import { apiUrl } from '../../../../test/api-url.ts';
import { useTestContext } from '../../../../test/create-test-app.ts';
import { corpusLayout, corpusPptx, corpusSlides } from '../../../../test/deck-corpus.ts';
import { deliverFiles, orderInProgress } from '../../../../test/delivery-factory.ts';
import { callAs, createTeamWithRoles } from '../../../../test/team-factory.ts';
import { carryOpenPins } from './carry-pins.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

const call = (
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => callAs(app, token, { method, url: apiUrl(url), ...(payload ? { payload } : {}) });

async function versionPreviews(app: App, token: string, orderId: number) {
  const response = await call(app, token, 'GET', endpoints.orders.order(orderId));
  const body = response.json() as TOrderResponse;
  return body.details.deliveries.map((delivery) => ({
    round: delivery.round,
    preview: delivery.previews[0],
  }));
}

/** The middle of the body box of the corpus's slides, as fractions. */
const bodyPoint = { x: (0.5 + 1) / corpusLayout.width, y: (1.5 + 0.6) / corpusLayout.height };
const titlePoint = { x: 2 / corpusLayout.width, y: 0.7 / corpusLayout.height };

describe('pins carried to the next version', () => {
  it('carries open pins to the slides they belong to, flags a deleted slide, leaves resolved pins', {
    timeout: 120_000,
  }, async () => {
    const app = await context.createApp();
    const db = context.database.db;
    const { team, staff, order } = await orderInProgress(app, db);
    const v1 = corpusSlides(12);
    await deliverFiles(app, staff.token, order.id, [
      { filename: 'Pitch.pptx', bytes: await corpusPptx(v1) },
    ]);
    await app.jobs.runDueJobs();
    const [first] = await versionPreviews(app, team.owner.token, order.id);
    const v1Preview = first?.preview;
    expect(v1Preview?.status).toBe('ready');
    if (!v1Preview) return;

    const pinAt = async (position: number, at: { x: number; y: number }) => {
      const created = await call(app, team.manager.token, 'POST', endpoints.orders.pins(order.id), {
        previewId: v1Preview.id,
        position,
        area: at,
        body: `Change slide ${position}.`,
      });
      expect(created.statusCode).toBe(201);
      return created.json().pin as TReviewPin;
    };
    const onTwo = await pinAt(2, titlePoint);
    const onThree = await pinAt(3, bodyPoint);
    const onFive = await pinAt(5, bodyPoint);
    const onSeven = await pinAt(7, titlePoint);
    const resolved = await pinAt(9, titlePoint);
    await call(
      app,
      team.manager.token,
      'POST',
      endpoints.orders.pinResolution(order.id, resolved.id),
      {
        resolved: true,
      },
    );
    const revised = await call(app, team.owner.token, 'POST', endpoints.orders.review(order.id), {
      decision: 'revise',
      notes: '',
    });
    expect(revised.statusCode).toBe(200);

    // Version 2: slide 3 deleted, slide 5 moved to 6, slide 2's words changed.
    const v2 = v1.filter((slide) => slide.uid !== 3).map((slide) => ({ ...slide }));
    const [moved] = v2.splice(3, 1);
    if (!moved) throw new Error('no slide 5');
    v2.splice(5, 0, moved);
    const second = v2[1];
    if (second) second.bullets = ['Entirely new words for this slide'];
    await deliverFiles(
      app,
      staff.token,
      order.id,
      [{ filename: 'Pitch v2.pptx', bytes: await corpusPptx(v2) }],
      [onTwo, onThree, onFive, onSeven].map((pin) => ({
        pinId: pin.id,
        kind: 'addressed' as const,
      })),
    );
    await app.jobs.runDueJobs();
    const v2Preview = (await versionPreviews(app, team.owner.token, order.id))[1]?.preview;
    expect(v2Preview?.status).toBe('ready');
    if (!v2Preview) return;

    const listed = (
      await call(app, team.owner.token, 'GET', endpoints.orders.pins(order.id))
    ).json().pins as TReviewPin[];
    const onV2 = (pin: TReviewPin | undefined) =>
      pin?.placements.find((placement) => placement.previewId === v2Preview.id);
    const byId = (id: number) => listed.find((pin) => pin.id === id);
    expect(onV2(byId(onTwo.id))).toMatchObject({
      position: 2,
      state: 'carried',
      carriedFrom: { round: 1, position: 2 },
      areaChanged: false,
    });
    expect(onV2(byId(onFive.id))).toMatchObject({
      position: 6,
      state: 'carried',
      carriedFrom: { round: 1, position: 5 },
    });
    expect(onV2(byId(onSeven.id))).toMatchObject({ position: 5, state: 'carried' });
    // Slide 3 is gone: its pin is a guess the customer confirms, never dropped.
    const guess = onV2(byId(onThree.id));
    expect(guess).toMatchObject({ state: 'needsLook', carriedFrom: { round: 1, position: 3 } });
    expect(onV2(byId(resolved.id))).toBeUndefined();

    // Carrying again (a retried job) changes nothing.
    await db.transaction((tx) => carryOpenPins(tx, v2Preview.id));
    const again = (await call(app, team.owner.token, 'GET', endpoints.orders.pins(order.id))).json()
      .pins as TReviewPin[];
    expect(again.map((pin) => pin.placements.length)).toEqual(
      listed.map((pin) => pin.placements.length),
    );

    // The customer moves the guess to slide 3; another team cannot; a missing slide is refused.
    const place = (token: string, position: number) =>
      call(app, token, 'PUT', endpoints.orders.pinPlacement(order.id, onThree.id, v2Preview.id), {
        position,
        area: { x: 0.3, y: 0.4 },
      });
    const outsider = await createTeamWithRoles(db);
    expect((await place(outsider.owner.token, 3)).statusCode).toBe(404);
    const missing = await place(team.admin.token, 99);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: { position: [reviewPinMessages.slideNotFound] },
    });
    const placed = await place(team.admin.token, 3);
    expect(placed.statusCode).toBe(200);
    expect(onV2(placed.json().pin as TReviewPin)).toMatchObject({
      position: 3,
      x: 0.3,
      y: 0.4,
      state: 'placed',
      carriedFrom: { round: 1, position: 3 },
    });
    const byStaff = await call(
      app,
      staff.token,
      'PUT',
      endpoints.orders.pinPlacement(order.id, onFive.id, v2Preview.id),
      {
        position: 6,
        area: { x: 0.5, y: 0.5 },
      },
    );
    expect(byStaff.statusCode).toBe(200);

    // A pin made on version 1 after version 2 is on screen goes on to it; so does a reopened one.
    const late = await pinAt(4, titlePoint);
    expect(onV2(late)).toMatchObject({ position: 3, state: 'carried' });
    const reopened = await call(
      app,
      team.owner.token,
      'POST',
      endpoints.orders.pinResolution(order.id, resolved.id),
      { resolved: false },
    );
    expect(reopened.statusCode).toBe(200);
    expect(onV2(reopened.json().pin as TReviewPin)).toMatchObject({
      position: 8,
      state: 'carried',
      carriedFrom: { round: 1, position: 9 },
    });
  });
});
